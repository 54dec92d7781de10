import { createFileRoute } from "@tanstack/react-router";

import { loadServicesPage, ServedServicesPage } from "../components/served-pages";

export const Route = createFileRoute("/services")({
  component: ServedServicesPage,
  loader: loadServicesPage,
});
