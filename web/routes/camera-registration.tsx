import { createFileRoute } from "@tanstack/react-router";
import { ArrowDown, ExternalLink, Info, MapPinned, ShieldAlert } from "lucide-react";

import { COMPANY } from "../../worker/shared/company";
import { CameraRegistrationForm } from "../components/camera/camera-registration-form";
import { RegistryComparison } from "../components/camera/registry-comparison";
import { NumberedSteps } from "../components/numbered-steps";
import { PageHero } from "../components/page-hero";
import { buttonVariants } from "../components/ui/button";
import { Card, IconBadge } from "../components/ui/card";
import { Section, SectionHeading } from "../components/ui/section";
import {
  cameraRegistrationHero,
  cityProgram,
  comparison,
  disclaimer,
  heroCta,
  PLANNING_MAP_URL,
  registrationFormIntro,
  registrationSteps,
  registryIntro,
  registryPoints,
  stepsFormLink,
  stepsIntro,
} from "../content/camera-registration";

export const Route = createFileRoute("/camera-registration")({
  component: CameraRegistrationPage,
});

const FORM_ID = "register";
const linkClass = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900";

function CameraRegistrationPage() {
  return (
    <main id="main">
      <PageHero title={cameraRegistrationHero.title} subtitle={cameraRegistrationHero.text}>
        <a href={`#${FORM_ID}`} className={buttonVariants({ size: "lg", className: "mt-10" })}>
          {heroCta}
          <ArrowDown aria-hidden className="h-5 w-5" />
        </a>
      </PageHero>

      <Section labelledBy="city-program-heading">
        <div className="grid items-start gap-10 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-3">
            <h2 id="city-program-heading" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              {cityProgram.heading}
            </h2>
            {cityProgram.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-slate-700">
                {paragraph}
              </p>
            ))}
            <p className="mt-6 flex gap-3 rounded-lg border-l-4 border-amber-brand bg-amber-50 p-4 text-slate-800">
              <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
              <span>{cityProgram.caution}</span>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
              <p className="flex gap-3 text-slate-700">
                <MapPinned aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                <span>{cityProgram.mapIntro}</span>
              </p>
              <a
                href={PLANNING_MAP_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outline", className: "shrink-0" })}
              >
                {cityProgram.mapLink}
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden className="h-4 w-4" />
              </a>
            </div>
          </div>

          <div className="rounded-xl bg-navy-900 p-6 text-white shadow-sm lg:col-span-2">
            <h3 id="glance-heading" className="text-xl font-semibold">
              {cityProgram.glance.heading}
            </h3>
            <dl className="mt-4 divide-y divide-white/15">
              {cityProgram.glance.items.map((item) => (
                <div key={item.label} className="py-3">
                  <dt className="text-sm font-medium tracking-wider text-amber-brand uppercase">{item.label}</dt>
                  <dd className="mt-1 text-lg font-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="registry-heading">
        <SectionHeading id="registry-heading" title={registryIntro.title} text={registryIntro.text} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {registryPoints.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <IconBadge icon={Icon} size="sm" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="comparison-heading">
        <SectionHeading id="comparison-heading" title={comparison.heading} />
        <RegistryComparison />
      </Section>

      <Section tone="muted" labelledBy="steps-heading">
        <SectionHeading id="steps-heading" title={stepsIntro.title} text={stepsIntro.text} />
        <NumberedSteps
          steps={registrationSteps}
          className="mx-auto max-w-5xl md:grid-cols-2"
          footer={(index) =>
            index === registrationSteps.length - 1 && (
              <a href={`#${FORM_ID}`} className={`${linkClass} mt-4 inline-flex items-center gap-1 self-start`}>
                {stepsFormLink}
                <ArrowDown aria-hidden className="h-4 w-4" />
              </a>
            )
          }
        />
      </Section>

      <section id={FORM_ID} aria-labelledby="register-heading" className="scroll-mt-20 px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-5 lg:gap-12">
          <div className="lg:col-span-3">
            <h2 id="register-heading" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              {registrationFormIntro.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{registrationFormIntro.text}</p>
            <div className="mt-8">
              <CameraRegistrationForm />
            </div>
          </div>

          <div
            role="note"
            aria-labelledby="disclaimer-title"
            className="self-start rounded-xl border-2 border-navy-700 bg-slate-50 p-6 lg:col-span-2 lg:mt-16"
          >
            <p id="disclaimer-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Info aria-hidden className="h-5 w-5 shrink-0 text-navy-700" />
              {disclaimer.title}
            </p>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {disclaimer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
              <li>
                {disclaimer.removal}{" "}
                <a href={`mailto:${COMPANY.email}`} className={`${linkClass} break-words`}>
                  {COMPANY.email}
                </a>
                .
              </li>
            </ul>
          </div>
        </div>
      </section>
    </main>
  );
}
