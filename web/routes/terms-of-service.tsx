import { createFileRoute } from "@tanstack/react-router";

import { loadTermsOfServicePage, ServedTermsOfServicePage } from "../components/served-pages";

export const Route = createFileRoute("/terms-of-service")({
  component: ServedTermsOfServicePage,
  loader: loadTermsOfServicePage,
});
