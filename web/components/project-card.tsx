import type { Project } from "../content/types";
import { plural } from "../lib/plural";
import { CheckList } from "./ui/check-list";

/** Cards show at most this many features or outcomes (S9). */
export const CARD_LIST_LIMIT = 3;

export function ProjectCard({ project, headingLevel = 3, showAll = false }: { project: Project; headingLevel?: 2 | 3; showAll?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = showAll ? project.outcomes : project.outcomes.slice(0, CARD_LIST_LIMIT);
  const more = project.outcomes.length - shown.length;
  return (
    <article id={project.id} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={project.imageUrl}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-slate-200 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wider text-blue-800 uppercase">{project.category}</p>
        <Heading className="mt-2 text-xl font-semibold text-slate-900">{project.title}</Heading>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <CheckList items={shown} className="mt-4" />
        {more > 0 && <p className="mt-3 text-sm font-medium text-slate-600">+{plural(more, "more outcome")}</p>}
      </div>
    </article>
  );
}
