import { Link, type LinkProps } from "@tanstack/react-router";
import { ArrowRight, TriangleAlert } from "lucide-react";

import { PageHero } from "../page-hero";
import { buttonVariants } from "../ui/button";
import { Card, IconBadge } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { Section, SectionHeading } from "../ui/section";
import { cn } from "../../lib/cn";
import {
  communityCards,
  communityIntro,
  emergencyContacts,
  emergencyContactsIntro,
  resourcesHero,
  toolCards,
  toolsIntro,
} from "../../content/resources";
import type { EmergencyContact, LinkCard } from "../../content/types";
import { telHref } from "../../../worker/shared/company";

/** A path of the site's router, as the typed <Link to> accepts it. */
type SitePath = NonNullable<LinkProps["to"]>;

/** Splits a content href such as "/contact#camera-registration" into Link's `to` and `hash`. */
function linkTarget(href: string): { to: SitePath; hash?: string } {
  const [path = "/", hash] = href.split("#", 2);
  return hash ? { to: path as SitePath, hash } : { to: path as SitePath };
}

export function ResourcesPage() {
  return (
    <main id="main">
      <PageHero title={resourcesHero.title} subtitle={resourcesHero.text}>
        <p
          role="note"
          className="mx-auto mt-8 flex max-w-2xl items-start gap-3 rounded-lg bg-amber-brand px-5 py-4 text-left text-base font-semibold text-navy-950 shadow-lg md:text-lg"
        >
          <TriangleAlert aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
          {resourcesHero.notice}
        </p>
      </PageHero>

      <Section labelledBy="emergency-heading">
        <Card className="mx-auto max-w-4xl p-6 md:p-10">
          <h2 id="emergency-heading" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {emergencyContactsIntro.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{emergencyContactsIntro.text}</p>
          <ul className="mt-8 space-y-3">
            {emergencyContacts.map((contact) => (
              <EmergencyContactRow key={`${contact.name}-${contact.phone}`} contact={contact} />
            ))}
          </ul>
        </Card>
      </Section>

      <Section tone="muted" labelledBy="tools-heading">
        <SectionHeading id="tools-heading" title={toolsIntro.title} text={toolsIntro.text} />
        <LinkCardGrid cards={toolCards} />
      </Section>

      <Section labelledBy="community-heading">
        <SectionHeading id="community-heading" title={communityIntro.title} text={communityIntro.text} />
        <LinkCardGrid cards={communityCards} />
      </Section>
    </main>
  );
}

function EmergencyContactRow({ contact }: { contact: EmergencyContact }) {
  const { name, phone, icon: Icon, urgent } = contact;
  return (
    <li
      data-urgent={urgent ? "true" : undefined}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between",
        urgent ? "border-red-200 bg-red-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
            urgent ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-700",
          )}
        >
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <span className={cn("font-semibold", urgent ? "text-lg text-red-900" : "text-slate-900")}>{name}</span>
      </div>
      <a
        href={telHref(phone)}
        className={cn(
          "self-start whitespace-nowrap hover:underline sm:self-auto",
          urgent ? "text-2xl font-bold text-red-700" : "text-lg font-semibold text-slate-800",
        )}
      >
        <span className="sr-only">Call {name}: </span>
        {phone}
      </a>
    </li>
  );
}

function LinkCardGrid({ cards }: { cards: LinkCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map(({ title, description, href, buttonLabel, icon: Icon, bullets }) => (
        <li key={title}>
          <Card className="flex h-full flex-col">
            <IconBadge icon={Icon} />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{description}</p>
            {bullets && <CheckList items={bullets} className="mt-4" />}
            <div className="mt-auto pt-6">
              <Link {...linkTarget(href)} className={buttonVariants({ variant: "dark", className: "w-full sm:w-auto" })}>
                {buttonLabel}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
