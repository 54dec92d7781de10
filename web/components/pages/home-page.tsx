import { Link } from "@tanstack/react-router";
import { ArrowRight, Award, Cctv, Quote } from "lucide-react";

import { CallToAction } from "../call-to-action";
import { CARD_LIST_LIMIT, ProjectCard } from "../project-card";
import { buttonVariants } from "../ui/button";
import { Card, IconBadge } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { Section, SectionHeading } from "../ui/section";
import {
  closingCta,
  featuredProjectsIntro,
  hero,
  neighborhoodPartners,
  partnersHeading,
  projectsBadge,
  registryCallout,
  servicesIntro,
  strengths,
  strengthsIntro,
  testimonials,
  testimonialsIntro,
} from "../../content/home";
import { projects } from "../../content/projects";
import { services } from "../../content/services";
import { REQUEST_A_QUOTE } from "../../content/labels";

const FEATURED_PROJECT_COUNT = 3;

/** The home page's content (kept as served on a first visit: web/components/served-pages.ts). */
export function HomePage() {
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-navy-950 px-4 pt-36 pb-20 text-white sm:px-6 md:pt-44 md:pb-28">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_75%_20%,rgba(245,184,61,0.18),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(27,74,120,0.6),transparent_50%)]"
        />
        <div className="relative mx-auto max-w-7xl">
          <p className="text-sm font-semibold tracking-wider text-amber-brand uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-bold tracking-tight md:text-6xl">{hero.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200 md:text-xl">{hero.subtitle}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to="/contact" className={buttonVariants({ size: "lg" })}>
              {REQUEST_A_QUOTE}
            </Link>
            <Link to="/services" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
              Our Services
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="partners-heading" className="border-b border-slate-200 bg-slate-50 px-4 py-10 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h2 id="partners-heading" className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase">
            {partnersHeading}
          </h2>
          <ul className="mt-6 grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
            {neighborhoodPartners.map((partner) => (
              <li key={partner.name}>
                <p className="font-semibold text-slate-900">{partner.name}</p>
                <p className="text-sm text-slate-600">{partner.subtitle}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section labelledBy="services-heading">
        <SectionHeading id="services-heading" title={servicesIntro.title} text={servicesIntro.text} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {services.map(({ id, title, description, icon: Icon, features }) => (
            <li key={id}>
              <Card className="flex h-full flex-col">
                <IconBadge icon={Icon} />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 line-clamp-4 text-sm text-slate-600">{description}</p>
                <CheckList items={features.slice(0, CARD_LIST_LIMIT)} className="mt-4 flex-1" />
                <Link to="/contact" className="mt-6 inline-flex items-center gap-1 font-semibold text-blue-800 hover:underline">
                  Learn more<span className="sr-only"> about {title}</span>
                  <ArrowRight aria-hidden className="h-4 w-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="strengths-heading">
        <div className="grid items-start gap-12 lg:grid-cols-3">
          <div>
            <h2 id="strengths-heading" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              {strengthsIntro.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{strengthsIntro.text}</p>
            <p className="mt-8 inline-flex items-center gap-3 rounded-xl bg-navy-900 px-6 py-4 text-white">
              <Award aria-hidden className="h-8 w-8 text-amber-brand" />
              <span className="text-2xl font-bold">{projectsBadge}</span>
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
            {strengths.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <IconBadge icon={Icon} className="shrink-0" />
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="dark" labelledBy="registry-heading">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <Cctv aria-hidden className="h-10 w-10 shrink-0 text-amber-brand" />
            <div>
              <h2 id="registry-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
                {registryCallout.title}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-200">{registryCallout.text}</p>
            </div>
          </div>
          <Link to="/camera-registration" className={buttonVariants({ size: "lg", className: "shrink-0" })}>
            {registryCallout.link}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
      </Section>

      <Section labelledBy="projects-heading">
        <SectionHeading id="projects-heading" title={featuredProjectsIntro.title} text={featuredProjectsIntro.text} />
        <ul className="grid gap-6 md:grid-cols-3">
          {projects.slice(0, FEATURED_PROJECT_COUNT).map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/projects" className={buttonVariants({ variant: "dark" })}>
            View All Projects
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
      </Section>

      <Section tone="muted" labelledBy="testimonials-heading">
        <SectionHeading id="testimonials-heading" title={testimonialsIntro.title} text={testimonialsIntro.text} />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                <Quote aria-hidden className="h-8 w-8 text-amber-600" />
                <blockquote className="mt-4 flex-1 text-slate-700">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-6">
                  <p className="font-semibold text-slate-900">{testimonial.author}</p>
                  <p className="text-sm text-slate-600">{testimonial.title}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={closingCta.title} text={closingCta.text} />
    </main>
  );
}
