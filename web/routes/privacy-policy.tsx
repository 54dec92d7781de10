import { createFileRoute } from "@tanstack/react-router";

import { loadPrivacyPolicyPage, ServedPrivacyPolicyPage } from "../components/served-pages";

export const Route = createFileRoute("/privacy-policy")({
  component: ServedPrivacyPolicyPage,
  loader: loadPrivacyPolicyPage,
});
