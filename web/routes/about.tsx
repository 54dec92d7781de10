import { createFileRoute } from "@tanstack/react-router";

import { loadAboutPage, ServedAboutPage } from "../components/served-pages";

export const Route = createFileRoute("/about")({
  component: ServedAboutPage,
  loader: loadAboutPage,
});
