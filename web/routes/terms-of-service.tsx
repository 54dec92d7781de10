import { createFileRoute } from "@tanstack/react-router";

import { LegalPage } from "../components/legal-page";
import { termsIntro, termsSections, termsTitle } from "../content/terms";

export const Route = createFileRoute("/terms-of-service")({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalPage title={termsTitle} intro={termsIntro} sections={termsSections} />;
}
