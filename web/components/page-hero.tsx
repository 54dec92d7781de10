import type { ReactNode } from "react";

/** The dark band that opens every inner page, with its one <h1>. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="bg-navy-900 px-4 pt-32 pb-16 text-white sm:px-6 md:pt-36 md:pb-20">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {subtitle && <p className="mt-6 text-lg text-slate-200 md:text-xl">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
