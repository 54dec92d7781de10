import { Link } from "@tanstack/react-router";
import { Mail, MapPin, Phone, Shield } from "lucide-react";

import { COMPANY, telHref } from "../../worker/shared/company";
import { YOUR_DATA_PATH } from "../../worker/shared/privacy";
import { SOCIAL_PROFILE_IDS, SOCIAL_PROFILES } from "../../worker/shared/business-details";
import { companyBlurb, legalNotice } from "../content/footer";
import { services } from "../content/services";
import { REQUEST_A_QUOTE } from "../content/labels";

export const FOOTER_TOOL_LINKS = [
  { to: "/camera-registration", label: "Camera Registry" },
  { to: "/cost-estimator", label: "Cost Estimator" },
  { to: "/coverage-calculator", label: "Coverage Calculator" },
  { to: "/security-assessment", label: "Security Assessment" },
  { to: "/blog", label: "Security Blog" },
  { to: "/calendar", label: "Community Events" },
] as const;

export const FOOTER_LEGAL_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
] as const;

export const YOUR_DATA_LINK_LABEL = "Your Data";

/**
 * Fixed at build time (vite.config.ts), so the markup prerendered by the build, the markup the
 * Worker renders and the browser's agree on it whatever the date. (In the Worker, a date read
 * while modules load is the epoch: the clock runs only inside a request.)
 */
const BUILD_YEAR = import.meta.env.VITE_BUILD_YEAR as string | undefined;

const headingClass = "text-sm font-semibold uppercase tracking-wider text-white";

type FooterLink = (typeof FOOTER_TOOL_LINKS)[number] | (typeof FOOTER_LEGAL_LINKS)[number];

function LinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    // Every link in the footer has one look, set once here rather than on each of its twenty links.
    <footer className="bg-navy-950 text-sm text-slate-300 [&_a]:text-slate-300 [&_a]:hover:text-white [&_a]:hover:underline">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Shield aria-hidden className="h-6 w-6 text-amber-brand" />
            {COMPANY.name}
          </p>
          <p className="mt-4 leading-relaxed">{companyBlurb}</p>
          {/* Every profile is in the markup, those the Business details leave empty hidden (R23): the
              markup rendered ahead of the request has one shape whatever the settings say. */}
          <ul className={`mt-4 flex flex-wrap gap-x-4 gap-y-2 ${COMPANY.socialsHidden}`} aria-label="Social media">
            {SOCIAL_PROFILE_IDS.map((id) => (
              <li key={id} className={COMPANY[`${id}Hidden`]}>
                <a href={COMPANY[id]} rel="me">
                  {SOCIAL_PROFILES[id]}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Services
          </h2>
          <ul className="mt-4 space-y-2">
            {services.map((service) => (
              <li key={service.id}>
                <Link to="/services">{service.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/contact">{REQUEST_A_QUOTE}</Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-tools">
          <h2 id="footer-tools" className={headingClass}>
            Tools &amp; Community
          </h2>
          <LinkList links={FOOTER_TOOL_LINKS} className="mt-4 space-y-2" />
        </nav>

        <div>
          <h2 className={headingClass}>Contact</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex items-start gap-2">
              <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-brand" />
              <a href={telHref()}>{COMPANY.phone}</a>
            </li>
            <li className="flex items-start gap-2">
              <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-brand" />
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-brand" />
              <span>{COMPANY.serviceArea}</span>
            </li>
            <li className={`flex items-start gap-2 ${COMPANY.addressHidden}`}>
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-brand" />
              <span className="whitespace-pre-line">{COMPANY.address}</span>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <p className="text-xs leading-relaxed text-slate-400">{legalNotice}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>
              © {BUILD_YEAR ?? new Date().getFullYear()} {COMPANY.name}. All rights reserved.
            </p>
            <div className="flex flex-wrap gap-4">
              <LinkList links={FOOTER_LEGAL_LINKS} className="flex gap-4" />
              {/* A server-rendered page (R18), outside the app's routes: a plain link. */}
              <a href={YOUR_DATA_PATH} data-reload-document>
                {YOUR_DATA_LINK_LABEL}
              </a>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
