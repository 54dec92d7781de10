import { createFileRoute } from "@tanstack/react-router";

import { loadHomePage, ServedHomePage } from "../components/served-pages";

export const Route = createFileRoute("/")({
  component: ServedHomePage,
  loader: loadHomePage,
});
