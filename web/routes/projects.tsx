import { createFileRoute } from "@tanstack/react-router";
import { CheckCircle2 } from "lucide-react";

import { CallToAction } from "../components/call-to-action";
import { PageHero } from "../components/page-hero";
import { ProjectCard } from "../components/project-card";
import { Card } from "../components/ui/card";
import { Section, SectionHeading } from "../components/ui/section";
import { approachIntro } from "../content/about";
import { closingCta } from "../content/home";
import { approachSteps, projects, projectsHero } from "../content/projects";

export const Route = createFileRoute("/projects")({
  component: ProjectsPage,
});

function ProjectsPage() {
  return (
    <main id="main">
      <PageHero title={projectsHero.title} subtitle={projectsHero.subtitle} />

      <Section labelledBy="recent-work-heading">
        <h2 id="recent-work-heading" className="sr-only">Recent Work</h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} showAll />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="approach-heading">
        <SectionHeading id="approach-heading" title={approachIntro.title} />
        <ol className="grid gap-6 md:grid-cols-3">
          {approachSteps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <span
                  aria-hidden
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-navy-900 text-xl font-bold text-amber-brand"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.description}</p>
                {step.items && (
                  <ul className="mt-4 space-y-2 text-sm text-slate-700">
                    {step.items.map((item) => (
                      <li key={item} className="flex items-start gap-2">
                        <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction title={closingCta.title} text={closingCta.text} />
    </main>
  );
}
