import { cn } from "../../lib/cn";

/**
 * Readable type for HTML written by admins, as child selectors (no typography plugin):
 * headings, paragraphs, lists, links, images, tables, code and quotes. The dashboard's
 * editor shows what is being written in the same type.
 */
export const ARTICLE_TYPOGRAPHY = [
  "text-base leading-7 text-slate-700 break-words md:text-lg md:leading-8",
  "[&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-slate-900 md:[&_h2]:text-3xl",
  "[&_h3]:mt-10 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-slate-900 md:[&_h3]:text-2xl",
  "[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:mt-5",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-slate-400 [&_li>ul]:mt-2 [&_li>ol]:mt-2",
  "[&_a]:font-medium [&_a]:text-blue-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-blue-950",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic",
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-brand [&_blockquote]:bg-slate-50 [&_blockquote]:py-3 [&_blockquote]:pl-5 [&_blockquote]:pr-4 [&_blockquote]:italic [&_blockquote]:text-slate-800 [&_blockquote>p:first-child]:mt-0",
  "[&_img]:mt-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figure>img]:mt-0",
  "[&_figure]:mt-8 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-500",
  "[&_table]:mt-8 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6 md:[&_table]:text-base",
  "[&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-slate-500",
  "[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 md:[&_th]:px-4 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 md:[&_td]:px-4 [&_td]:py-2 [&_td]:align-top",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-navy-950 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

/**
 * The post's body with the site's typography: HTML already sanitized (the Worker sanitizes
 * every public read of a post; the dashboard's preview runs the same sanitizer).
 */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return <article className={cn(ARTICLE_TYPOGRAPHY, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
