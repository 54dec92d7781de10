// Footer copy (S1: legal notice).
import { COMPANY } from "../../worker/shared/company";

export const companyBlurb = `${COMPANY.name} plans, installs and supports security camera systems for homes, businesses and neighborhood associations across the ${COMPANY.serviceArea}.`;

export const legalNotice = `The information on this website is general in nature and is not professional or legal advice for your specific property. No security system can guarantee protection against crime, loss or injury. ${COMPANY.name} is an independent company and is not affiliated with any government agency or police department. Testimonials reflect individual experiences; results may vary.`;
