import { CallToAction } from "../call-to-action";
import { NumberedSteps } from "../numbered-steps";
import { PageHero } from "../page-hero";
import { ProjectCard } from "../project-card";
import { Section, SectionHeading } from "../ui/section";
import { approachIntro } from "../../content/about";
import { closingCta } from "../../content/home";
import { approachSteps, projects, projectsHero } from "../../content/projects";

export function ProjectsPage() {
  return (
    <main id="main">
      <PageHero title={projectsHero.title} subtitle={projectsHero.subtitle} />

      <Section labelledBy="recent-work-heading">
        <h2 id="recent-work-heading" className="sr-only">
          Recent Work
        </h2>
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
        <NumberedSteps steps={approachSteps} className="md:grid-cols-3" />
      </Section>

      <CallToAction title={closingCta.title} text={closingCta.text} />
    </main>
  );
}
