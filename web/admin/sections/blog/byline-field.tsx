// The post's byline (R9): a team member chosen from the list, or "Someone else", which shows the
// author's name to type. The name the post shows follows the person chosen, so that the preview
// shows it; the server writes it.
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import { SelectField, TextField } from "../../../components/form/fields";
import { authorsQuery } from "../../../queries/team";
import { BYLINE_TEXT } from "../../texts";
import type { BlogFormInput, BlogFormOutput } from "./form";

type PostForm = UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;

export function BylineField({ form }: { form: PostForm }) {
  const authors = useQuery(authorsQuery);
  const authorId = useWatch({ control: form.control, name: "authorId" }) ?? "";
  const author = useWatch({ control: form.control, name: "author" }) ?? "";
  const { errors } = form.formState;
  const team = (authors.data ?? []).map((person) => ({ value: person.id, label: person.name }));
  // The person the post names stays a choice while the list loads, and once they have left the team.
  const named = authorId && !team.some((option) => option.value === authorId) ? [{ value: authorId, label: author }] : [];
  const options = [...team, ...named, { value: "", label: BYLINE_TEXT.someoneElse }];

  /** The name typed for someone else, kept while a person is chosen instead (for the post the form holds). */
  const typed = useRef<{ post: unknown; name: string } | null>(null);
  /**
   * A person's name as the post's author; for someone else, the name typed before, else the name
   * the post was saved with if it named no one on the team, else nothing yet.
   */
  const choose = (id: string) => {
    const saved = form.formState.defaultValues;
    if (!authorId) typed.current = { post: saved, name: form.getValues("author") };
    const kept = typed.current && typed.current.post === saved ? typed.current.name : undefined;
    const name = id ? options.find((option) => option.value === id)?.label : (kept ?? (saved?.authorId ? "" : saved?.author));
    form.setValue("author", name ?? "", { shouldDirty: true });
  };

  return (
    <>
      <Controller
        control={form.control}
        name="authorId"
        render={({ field }) => (
          <SelectField
            label={BYLINE_TEXT.label}
            hint={BYLINE_TEXT.hint}
            options={options}
            error={errors.authorId?.message}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ""}
            onBlur={field.onBlur}
            onChange={(event) => {
              choose(event.target.value);
              field.onChange(event.target.value);
            }}
          />
        )}
      />
      {!authorId && (
        <TextField label={BYLINE_TEXT.nameLabel} hint={BYLINE_TEXT.nameHint} error={errors.author?.message} {...form.register("author")} />
      )}
    </>
  );
}
