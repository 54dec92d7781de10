import { CheckCircle2 } from "lucide-react";

import type { Project } from "../content/types";

/** Cards show at most this many features or outcomes (spec section 9). */
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
        <p className="text-xs font-semibold uppercase tracking-wider text-blue-800">{project.category}</p>
        <Heading className="mt-2 text-xl font-semibold text-slate-900">{project.title}</Heading>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{project.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {shown.map((outcome) => (
            <li key={outcome} className="flex items-start gap-2">
              <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {outcome}
            </li>
          ))}
        </ul>
        {more > 0 && <p className="mt-3 text-sm font-medium text-slate-600">+{more} more outcomes</p>}
      </div>
    </article>
  );
}
