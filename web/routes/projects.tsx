import { createFileRoute } from "@tanstack/react-router";

import { loadProjectsPage, ServedProjectsPage } from "../components/served-pages";

export const Route = createFileRoute("/projects")({
  component: ServedProjectsPage,
  loader: loadProjectsPage,
});
