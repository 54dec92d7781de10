import { Link } from "@tanstack/react-router";
import { ArrowLeft, FileQuestion } from "lucide-react";

import { buttonVariants } from "../ui/button";
import { BLOG_TEXT } from "./text";

/** The link back to the list, at the top of a post. */
export function BackToBlogLink() {
  return (
    <Link
      to="/blog"
      activeOptions={{ exact: true }}
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-200 hover:text-amber-brand"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {BLOG_TEXT.backToBlog}
    </Link>
  );
}

/** A missing (or draft) post, or one that could not be read. */
export function PostNotFound() {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 pt-32 pb-24">
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <FileQuestion aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">{BLOG_TEXT.notFoundTitle}</h1>
        <p className="mt-3 text-slate-600">{BLOG_TEXT.notFoundText}</p>
        <Link to="/blog" activeOptions={{ exact: true }} className={buttonVariants({ variant: "dark", className: "mt-8" })}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {BLOG_TEXT.backToBlog}
        </Link>
      </div>
    </main>
  );
}

/** The shape of a post while it loads; the same for every post, so the Worker serves one shell. */
export function PostSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {BLOG_TEXT.loadingPost}
      </p>
      <div aria-hidden className="animate-pulse">
        <div className="flex gap-2">
          <div className="h-6 w-28 rounded-full bg-white/20" />
          <div className="h-6 w-20 rounded-full bg-white/10" />
        </div>
        <div className="mt-6 h-10 w-11/12 rounded bg-white/20" />
        <div className="mt-3 h-10 w-2/3 rounded bg-white/20" />
        <div className="mt-6 h-5 w-full rounded bg-white/10" />
        <div className="mt-2 h-5 w-4/5 rounded bg-white/10" />
        <div className="mt-8 h-4 w-1/2 rounded bg-white/10" />
      </div>
    </>
  );
}

/** The body's shape while the post loads. */
export function PostBodySkeleton() {
  return (
    <div aria-hidden className="animate-pulse">
      <div className="aspect-video w-full rounded-xl bg-slate-200" />
      <div className="mx-auto mt-12 max-w-3xl space-y-3">
        {["w-full", "w-full", "w-11/12", "w-full", "w-3/4", "w-full", "w-5/6"].map((width, index) => (
          <div key={index} className={`h-4 rounded bg-slate-200 ${width}`} />
        ))}
      </div>
    </div>
  );
}
