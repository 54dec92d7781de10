import { createFileRoute } from "@tanstack/react-router";

import { LegalPage } from "../components/legal-page";
import { privacyIntro, privacySections, privacyTitle } from "../content/privacy";

export const Route = createFileRoute("/privacy-policy")({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPage title={privacyTitle} intro={privacyIntro} sections={privacySections} />;
}
