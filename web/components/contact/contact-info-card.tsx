import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { COMPANY, telHref } from "../../../worker/shared/company";
import { Card, IconBadge } from "../ui/card";

function InfoRow({ icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
        <IconBadge icon={icon} size="sm" className="absolute top-0 left-0" />
        {term}
      </dt>
      <dd className="mt-1 min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

const linkClass = "break-words font-semibold text-blue-800 underline-offset-4 hover:underline";

/** The company's email, phone, service area, postal address (when it has one) and hours (S2, Contact; R23). */
export function ContactInfoCard() {
  return (
    <Card>
      <h2 id="contact-info-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Contact Information
      </h2>
      <dl className="mt-6 space-y-5">
        <InfoRow icon={Mail} term="Email">
          <a href={`mailto:${COMPANY.email}`} className={linkClass}>
            {COMPANY.email}
          </a>
        </InfoRow>
        <InfoRow icon={Phone} term={COMPANY.phoneLabel}>
          <a href={telHref()} className={linkClass}>
            {COMPANY.phone}
          </a>
        </InfoRow>
        <InfoRow icon={MapPin} term="Service Area">
          {COMPANY.serviceArea}
        </InfoRow>
        <div className={COMPANY.addressHidden}>
          <InfoRow icon={MapPin} term="Address">
            <span className="whitespace-pre-line">{COMPANY.address}</span>
          </InfoRow>
        </div>
        <InfoRow icon={Clock} term="Hours">
          <span className="whitespace-pre-line">{COMPANY.hours}</span>
        </InfoRow>
      </dl>
    </Card>
  );
}
