import { Link } from "@tanstack/react-router";
import { Phone } from "lucide-react";

import { COMPANY, telHref } from "../../worker/shared/company";
import { buttonVariants } from "./ui/button";
import { REQUEST_A_QUOTE } from "../content/labels";

/** The closing band shared by Home and Projects: request a quote, or call. */
export function CallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-navy-900 px-4 py-16 text-white sm:px-6 md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold md:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-slate-200">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to="/contact" className={buttonVariants({ size: "lg" })}>
            {REQUEST_A_QUOTE}
          </Link>
          <a href={telHref()} className={buttonVariants({ variant: "outlineLight", size: "lg" })}>
            <Phone aria-hidden className="h-5 w-5" />
            Call {COMPANY.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
