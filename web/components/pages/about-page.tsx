import { Link } from "@tanstack/react-router";
import { ArrowRight, Award, Handshake, ShieldCheck, type LucideIcon } from "lucide-react";

import { NumberedSteps } from "../numbered-steps";
import { PageHero } from "../page-hero";
import { buttonVariants } from "../ui/button";
import { Card, IconBadge } from "../ui/card";
import { Section, SectionHeading } from "../ui/section";
import {
  aboutClosingCta,
  aboutHero,
  approachIntro,
  approachSteps,
  communityPartnersHeading,
  communityPartnersParagraphs,
  experienceBadge,
  expertise,
  expertiseHeading,
  lawEnforcementHeading,
  lawEnforcementParagraph,
  mission,
  missionHeading,
  storyHeading,
  storyParagraphs,
  values,
  valuesHeading,
} from "../../content/about";

export function AboutPage() {
  return (
    <main id="main">
      <PageHero title={aboutHero.title} subtitle={aboutHero.text} />

      <Section labelledBy="story-heading">
        <ProseBlock id="story-heading" title={storyHeading} paragraphs={storyParagraphs} className="mx-auto max-w-3xl" />
      </Section>

      <Section tone="muted" labelledBy="partners-heading">
        <ProseBlock
          id="partners-heading"
          title={communityPartnersHeading}
          icon={Handshake}
          paragraphs={communityPartnersParagraphs}
          className="mx-auto max-w-3xl"
        />
      </Section>

      <Section labelledBy="law-enforcement-heading">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-3">
          <ProseBlock
            id="law-enforcement-heading"
            title={lawEnforcementHeading}
            icon={ShieldCheck}
            paragraphs={[lawEnforcementParagraph]}
            className="rounded-xl border-l-4 border-navy-700 bg-slate-50 p-6 md:p-8 lg:col-span-2"
          />
          <div className="flex justify-center lg:justify-end">
            <p className="flex w-full max-w-xs flex-col items-center gap-3 rounded-2xl bg-navy-900 px-8 py-10 text-center text-white shadow-lg">
              <Award aria-hidden className="h-12 w-12 text-amber-brand" />
              <span className="text-4xl font-bold whitespace-nowrap md:text-5xl">{experienceBadge}</span>
            </p>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="approach-heading">
        <SectionHeading id="approach-heading" title={approachIntro.title} text={approachIntro.text} />
        <NumberedSteps steps={approachSteps} className="md:grid-cols-3" />
      </Section>

      <Section tone="dark" labelledBy="mission-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            {missionHeading}
          </h2>
          <p className="mt-6 text-xl leading-relaxed text-slate-200 md:text-2xl">{mission}</p>
        </div>
      </Section>

      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" title={valuesHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <IconBadge icon={Icon} />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="expertise-heading">
        <SectionHeading id="expertise-heading" title={expertiseHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {expertise.map(({ title, subtitle, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <IconBadge icon={Icon} />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm font-semibold text-blue-800">{subtitle}</p>
                <p className="mt-3 text-slate-600">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="about-cta-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="about-cta-heading" className="text-3xl font-bold md:text-4xl">
            {aboutClosingCta.title}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{aboutClosingCta.text}</p>
          <Link to={aboutClosingCta.href} className={buttonVariants({ size: "lg", className: "mt-8 w-full sm:w-auto" })}>
            {aboutClosingCta.buttonLabel}
            <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
      </Section>
    </main>
  );
}

/** A section's heading, with its icon when it has one, over paragraphs of text. */
function ProseBlock({
  id,
  title,
  icon: Icon,
  paragraphs,
  className,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  paragraphs: string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-center gap-4">
        {Icon && <IconBadge icon={Icon} className="shrink-0" />}
        <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {title}
        </h2>
      </div>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
