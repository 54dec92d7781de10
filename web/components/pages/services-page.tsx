import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";

import { NumberedSteps } from "../numbered-steps";
import { PageHero } from "../page-hero";
import { buttonVariants } from "../ui/button";
import { IconBadge } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { Section, SectionHeading } from "../ui/section";
import { cn } from "../../lib/cn";
import { fixedServiceBenefits, processSteps, services, servicesHero } from "../../content/services";
import type { Service } from "../../content/types";
import { COMPANY } from "../../../worker/shared/company";

export function ServicesPage() {
  return (
    <main id="main">
      <PageHero title={servicesHero.title} subtitle={servicesHero.subtitle} />

      {services.map((service, index) => (
        <ServiceBlock key={service.id} service={service} reversed={index % 2 === 1} />
      ))}

      <Section labelledBy="process-heading" tone={services.length % 2 === 1 ? "muted" : "white"}>
        <SectionHeading id="process-heading" title="Our Process" />
        <NumberedSteps steps={processSteps} className="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
    </main>
  );
}

/** One service: text on one side, the 'Why choose' panel with the consultation link on the other (swapped on large screens for odd rows). */
function ServiceBlock({ service, reversed }: { service: Service; reversed: boolean }) {
  const { id, title, description, icon: Icon, benefits, whyChoose } = service;
  const headingId = `${id}-heading`;
  const whyId = `${id}-why-heading`;
  return (
    <Section id={id} labelledBy={headingId} tone={reversed ? "muted" : "white"} className="scroll-mt-16">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <div className="flex items-center gap-4">
            <IconBadge icon={Icon} className="shrink-0" />
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              {title}
            </h2>
          </div>
          <p className="mt-6 text-lg text-slate-600">{description}</p>
          <CheckList items={[...benefits, ...fixedServiceBenefits]} size="md" className="mt-6" />
        </div>

        <div
          className={cn("relative overflow-hidden rounded-2xl bg-navy-900 p-8 text-white shadow-lg md:p-10", reversed && "lg:order-first")}
        >
          <Icon aria-hidden className="pointer-events-none absolute -top-6 -right-6 h-40 w-40 text-white/5" />
          <IconBadge icon={Icon} tone="onNavy" className="relative" />
          <h3 id={whyId} className="relative mt-6 text-2xl font-semibold">
            {`Why choose ${COMPANY.name} for ${title}?`}
          </h3>
          <p className="relative mt-4 leading-relaxed text-slate-200">{whyChoose}</p>
          <Link to="/contact" className={cn(buttonVariants(), "relative mt-8 w-full sm:w-auto")}>
            Request a Consultation
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </Section>
  );
}
