import { createFileRoute, Link } from "@tanstack/react-router";

import { COMPANY } from "../../worker/shared/company";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  return (
    <main id="main">
      <section className="bg-navy-900 px-4 py-24 text-white">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-4xl font-bold">Security cameras planned and installed for the {COMPANY.serviceArea}</h1>
          <div className="mt-8 flex gap-4">
            <Link to="/contact" className="rounded-md bg-amber-brand px-5 py-3 font-semibold text-navy-950">Request a Quote</Link>
            <Link to="/services" className="rounded-md border border-white px-5 py-3 font-semibold">Our Services</Link>
          </div>
        </div>
      </section>
    </main>
  );
}
