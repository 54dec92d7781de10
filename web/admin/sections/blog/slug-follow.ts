// S4: a new post's slug follows its title (the blog's own slugify) until the writer types a
// slug of their own; emptying the slug lets it follow again. A post that exists keeps its
// slug: its address changes only when staff change it (decision 0049).
import { useState, type ChangeEvent } from "react";
import type { UseFormReturn } from "react-hook-form";

import { slugify } from "../../../../worker/shared/blog";
import type { BlogFormInput, BlogFormOutput } from "./form";

export function useSlugFollowsTitle(form: UseFormReturn<BlogFormInput, unknown, BlogFormOutput>, editingId: number | undefined) {
  const [typed, setTyped] = useState(false);
  // Another post opened, or back to a new one: a slug typed for the last one no longer counts.
  const [typedFor, setTypedFor] = useState(editingId);
  if (typedFor !== editingId) {
    setTypedFor(editingId);
    setTyped(false);
  }
  const follows = editingId === undefined && !typed;

  const title = form.register("title", {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (follows) form.setValue("slug", slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
    },
  });
  const slug = form.register("slug", {
    onChange: (event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value !== ""),
  });
  return { title, slug, follows };
}
