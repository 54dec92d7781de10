import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowRight, Siren } from "lucide-react";
import { useEffect } from "react";

import { CONTACT_SERVICE_VALUES, type ContactServiceValue } from "../../worker/shared/services";
import { ContactForm } from "../components/contact/contact-form";
import { ContactInfoCard } from "../components/contact/contact-info-card";
import { Faq } from "../components/contact/faq";
import { MapEmbed } from "../components/contact/map-embed";
import { PageHero } from "../components/page-hero";
import { buttonVariants } from "../components/ui/button";
import { Section, SectionHeading } from "../components/ui/section";
import { contactHero, contactIntro, emergencyNote, faq, faqHeading } from "../content/contact";
import { oneOfParam, textParam } from "../lib/search-params";

// The planning tools hand a visitor over with the service and a summary of their result
// (/contact?service=camera_installation&message=...); anything else is ignored.
/** A planning tool hands a quote request over in the address: the service and a summary. */
function contactSearch(raw: Record<string, unknown>): { service?: ContactServiceValue; message?: string } {
  return { service: oneOfParam(raw.service, CONTACT_SERVICE_VALUES), message: textParam(raw.message, 2000) };
}

export const Route = createFileRoute("/contact")({
  validateSearch: contactSearch,
  component: ContactPage,
});

function ContactPage() {
  const { service, message } = Route.useSearch();

  // A handed-over message: bring the form into view (at once, as a new page lands), after the
  // router's scroll to the top.
  useEffect(() => {
    if (!message) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById("contact-form")?.scrollIntoView({ block: "start", behavior: "instant" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [message]);

  return (
    <main id="main">
      <PageHero title={contactHero.title} subtitle={contactHero.text} />

      <div className="px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-5 lg:gap-12">
          <section id="contact-form" aria-labelledby="contact-form-heading" className="scroll-mt-24 lg:col-span-3">
            <h2 id="contact-form-heading" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              Send Us a Message
            </h2>
            <p className="mt-4 text-lg text-slate-600">{contactIntro}</p>
            <ContactForm initial={{ service, message }} />
          </section>

          <div className="space-y-6 lg:col-span-2">
            <ContactInfoCard />
            <div role="note" className="flex gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-900">
              <Siren aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-red-700" />
              <p className="font-medium">{emergencyNote}</p>
            </div>
            <MapEmbed />
          </div>
        </div>
      </div>

      <section
        id="camera-registration"
        aria-labelledby="camera-registration-heading"
        className="scroll-mt-16 bg-navy-900 px-4 py-16 text-white sm:px-6 md:py-20"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="camera-registration-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            Register Your Camera
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            Our voluntary community camera registry lets you tell us where your private cameras are, so you can be contacted if an incident
            happens nearby. Registered cameras help police solve crimes and build safer neighborhoods, and participation is entirely
            voluntary.
          </p>
          <p className="mt-4 text-lg text-slate-200">
            The registry never gives anyone live access to your cameras: you decide whether to share any footage.
          </p>
          <Link to="/camera-registration" className={`${buttonVariants({ size: "lg" })} mt-8`}>
            Go to Camera Registration
            <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
      </section>

      <Section tone="muted" labelledBy="faq-heading">
        <SectionHeading id="faq-heading" title={faqHeading} />
        <Faq entries={faq} />
      </Section>
    </main>
  );
}
