import { LegalPage } from "../legal-page";
import { privacyIntro, privacySections, privacyTitle } from "../../content/privacy";

export function PrivacyPolicyPage() {
  return <LegalPage title={privacyTitle} intro={privacyIntro} sections={privacySections} />;
}
