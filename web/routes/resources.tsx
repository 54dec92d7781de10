import { createFileRoute } from "@tanstack/react-router";

import { loadResourcesPage, ServedResourcesPage } from "../components/served-pages";

export const Route = createFileRoute("/resources")({
  component: ServedResourcesPage,
  loader: loadResourcesPage,
});
