import { LEGAL_EFFECTIVE_DATE } from "../content/legal";
import type { LegalSection } from "../content/types";
import { PageHero } from "./page-hero";

/** A legal document (privacy policy, terms of service): hero, table of contents, then its sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string[]; sections: LegalSection[] }) {
  return (
    <main id="main">
      <PageHero title={title} subtitle={`Effective ${LEGAL_EFFECTIVE_DATE}`} />

      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <nav aria-label="On this page" className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6">
          <p className="text-sm font-semibold tracking-wider text-slate-700 uppercase">On this page</p>
          <ol className="mt-4 grid list-decimal gap-x-8 gap-y-2 pl-5 text-slate-700 marker:text-slate-600 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-medium text-blue-800 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} className="mt-12">
            <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.link && (
                <p>
                  <a href={section.link.href} data-reload-document className="font-semibold text-blue-800 underline underline-offset-4">
                    {section.link.label}
                  </a>
                </p>
              )}
            </div>
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-slate-500">
                {section.list.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </main>
  );
}
