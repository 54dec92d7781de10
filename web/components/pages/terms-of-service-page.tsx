import { LegalPage } from "../legal-page";
import { termsIntro, termsSections, termsTitle } from "../../content/terms";

export function TermsOfServicePage() {
  return <LegalPage title={termsTitle} intro={termsIntro} sections={termsSections} />;
}
