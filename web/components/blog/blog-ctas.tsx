import { Link } from "@tanstack/react-router";
import { BookOpen, Mail } from "lucide-react";

import { buttonVariants } from "../ui/button";

/** The list's closing band: the newsletter is joined through the contact form. */
export function NewsletterCallToAction() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-navy-900 px-4 py-16 text-white sm:px-6 md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <Mail aria-hidden className="mx-auto h-10 w-10 text-amber-brand" />
        <h2 id="newsletter-heading" className="mt-4 text-3xl font-bold md:text-4xl">
          Stay Informed About Security
        </h2>
        <p className="mt-4 text-lg text-slate-200">
          Get new articles, seasonal security tips and Baltimore community safety news. Send us a note to join the newsletter, or browse the
          free resources we keep for residents and businesses.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to="/contact" className={buttonVariants({ size: "lg" })}>
            <Mail aria-hidden className="h-5 w-5" />
            Join the Newsletter
          </Link>
          <Link to="/resources" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
            <BookOpen aria-hidden className="h-5 w-5" />
            Browse Resources
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The post's closing band: book a consultation, or see what we do. */
export function ConsultationCallToAction() {
  return (
    <section aria-labelledby="consultation-heading" className="bg-navy-900 px-4 py-16 text-white sm:px-6 md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="consultation-heading" className="text-3xl font-bold md:text-4xl">
          Need Help Securing Your Property?
        </h2>
        <p className="mt-4 text-lg text-slate-200">
          Our specialists walk your home, business or block, then design a camera system that records what matters. The first consultation
          is free.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to="/contact" className={buttonVariants({ size: "lg" })}>
            Schedule a Consultation
          </Link>
          <Link to="/services" className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
            View Our Services
          </Link>
        </div>
      </div>
    </section>
  );
}
