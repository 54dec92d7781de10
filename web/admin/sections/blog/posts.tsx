import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useCallback, useMemo, useRef, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { BLOG_CATEGORIES } from "../../../../worker/shared/blog";
import { EXCERPT_MAX, type BlogPostInput } from "../../../../worker/shared/schemas/admin";
import { api } from "../../../api";
import { SelectField, TextAreaField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { currentUserQuery } from "../../../queries/auth";
import { adminPostsQuery, blogKey, type BlogPostSummary as Post } from "../../../queries/blog";
import { useEditorUpload } from "../media/editor-upload";
import { FeaturedImageField } from "../media/featured-image-field";
import { confirmDelete } from "../../texts";
import { useCrudMutations } from "../../mutations";
import { useRecordForm } from "../../record-form";
import { FormActions, Panel, SwitchField } from "../../ui";
import { useUnsavedChangesGuard } from "../../unsaved-changes";
import { usePostAutosave } from "./autosave";
import { BodyField } from "./body-field";
import { BylineField } from "./byline-field";
import { DraftOffer, DraftStatus } from "./draft-status";
import {
  blogFormSchema,
  newPostForm,
  SCHEDULE_TEXT,
  SLUG_HINTS,
  toBlogForm,
  toBlogPayload,
  toPreviewPost,
  type BlogFormInput,
  type BlogFormOutput,
} from "./form";
import { isLiveNow, PostList, ViewPostLink } from "./post-list";
import { PreviewDialog } from "./preview-dialog";
import { RevisionsButton } from "./revisions-dialog";
import { DESCRIPTION_LENGTH, TITLE_LENGTH, searchResult } from "./search-result";
import { LengthMeterHint, SearchResultPreview } from "./search-preview";
import { useSlugFollowsTitle } from "./slug-follow";

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

/** A post's form, and the list beside it. */
export function BlogPosts() {
  const posts = useQuery(adminPostsQuery);
  // A new post is its writer's (R9): the dashboard knows who is signed in before it shows a section.
  const writer = useQuery(currentUserQuery).data;
  const emptyForm = useMemo(() => newPostForm(writer), [writer]);
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({ resolver: zodResolver(blogFormSchema), defaultValues: emptyForm });
  const { editing, edit, backToCreate, showServerErrors } = useRecordForm<Post, BlogFormInput, BlogFormOutput>(form, emptyForm);
  const { errors } = form.formState;
  const excerpt = useWatch({ control: form.control, name: "excerpt" }) ?? "";
  const category = useWatch({ control: form.control, name: "category" });
  const [watchedTitle, slug, metaTitle, metaDescription] = useWatch({
    control: form.control,
    name: ["title", "slug", "metaTitle", "metaDescription"],
  });
  const searchFields = { title: watchedTitle ?? "", slug: slug ?? "", excerpt, metaTitle, metaDescription };
  const [previewing, setPreviewing] = useState(false);
  const { confirmLeaving } = useUnsavedChangesGuard(form.formState.isDirty);
  // Typed work kept as it is typed (on the server once the post exists), and offered back (decision 0050).
  const autosave = usePostAutosave(form, editing);
  const { isRestoredBody } = autosave;
  // The editor's own writing of the post it opened is where the form starts, not an edit.
  const normalizeContent = useCallback(
    (html: string) =>
      isRestoredBody(form.getValues("content"))
        ? form.setValue("content", html, { shouldDirty: true })
        : form.resetField("content", { defaultValue: html }),
    [form, isRestoredBody],
  );
  const uploadImage = useEditorUpload();
  /** The form's values as last sent to be saved. */
  const sent = useRef<BlogFormInput | null>(null);

  const crud = useCrudMutations({
    thing: "blog post",
    // The blog's key: the dashboard's list and the public blog alike.
    invalidates: blogKey,
    create: (json: BlogPostInput) => api.blog.posts.$post({ json }),
    update: (id, json) => api.blog.posts[":id"].$patch({ param: { id: String(id) }, json }),
    remove: (id) => api.blog.posts[":id"].$delete({ param: { id: String(id) } }),
    onSaved: (response) => {
      autosave.forget();
      // The post saved stays open, as the server now has it, to be edited further: a new one
      // (decision 0049) and an updated one alike (decision 0063).
      void (response.json() as Promise<Post>).then((post) => {
        const typed = structuredClone(form.getValues());
        edit(post, toBlogForm(post));
        // What was typed while the save was on its way stays in the form, as unsaved work.
        if (sent.current && JSON.stringify(typed) !== JSON.stringify(sent.current)) form.reset(typed, { keepDefaultValues: true });
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit((values) => {
      sent.current = structuredClone(form.getValues());
      crud.save(editing?.id, toBlogPayload(values, editing ?? undefined), showServerErrors);
    })(event);
  const startEdit = (post: Post) => {
    if (post.id !== editing?.id && !confirmLeaving()) return;
    edit(post, toBlogForm(post));
    form.setFocus("title");
  };
  const deletePost = (post: Post) => {
    if (!window.confirm(confirmDelete("blog post"))) return;
    // Deleting the post being edited leaves nothing to update.
    const wasEditing = editing?.id === post.id;
    crud.remove.mutate(post.id, { onSuccess: () => wasEditing && backToCreate() });
  };

  // A post filed under a category no longer offered keeps it when edited.
  const categoryOptions =
    category && !CATEGORY_OPTIONS.some((option) => option.value === category)
      ? [...CATEGORY_OPTIONS, { value: category, label: category }]
      : CATEGORY_OPTIONS;

  const slugFields = useSlugFollowsTitle(form, editing?.id);

  return (
    <div className="grid grid-cols-1 items-start gap-6">
      <PostList list={posts} onEdit={startEdit} onDelete={deletePost} />

      <Panel title={editing ? "Edit Blog Post" : "Create Blog Post"} actions={editing && <ViewPostLink post={editing} />}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {autosave.offer && <DraftOffer offer={autosave.offer} onRestore={autosave.restore} onDiscard={autosave.discard} />}
          <TextField label="Title" error={errors.title?.message} {...slugFields.title} />
          <TextField
            label="Slug"
            placeholder="winter-lighting-tips"
            hint={editing ? (isLiveNow(editing) ? SLUG_HINTS.editingLive : SLUG_HINTS.editing) : SLUG_HINTS.creating}
            error={errors.slug?.message}
            {...slugFields.slug}
          />
          <TextAreaField
            label="Excerpt"
            rows={3}
            hint={
              <span data-testid="excerpt-count">
                {excerpt.length}/{EXCERPT_MAX}
              </span>
            }
            error={errors.excerpt?.message}
            {...form.register("excerpt")}
          />
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <BodyField
                value={field.value ?? ""}
                onChange={field.onChange}
                onNormalize={normalizeContent}
                onUpload={uploadImage}
                error={errors.content?.message}
              />
            )}
          />
          <BylineField form={form} />
          <SelectField
            label="Category"
            placeholder="Select a category"
            options={categoryOptions}
            error={errors.category?.message}
            {...form.register("category")}
          />
          <TextField
            label="Tags"
            placeholder="cameras, lighting"
            hint="Separate tags with commas"
            error={errors.tags?.message}
            {...form.register("tags")}
          />
          <Controller
            control={form.control}
            name="featuredImage"
            render={({ field }) => (
              <FeaturedImageField value={field.value ?? ""} onChange={field.onChange} error={errors.featuredImage?.message} />
            )}
          />
          <TextField
            label="Meta Title"
            hint={
              <>
                For search engines; the title when empty. The result shows it with the site's name:
                <LengthMeterHint text={searchResult(searchFields, "").title} ideal={TITLE_LENGTH} testId="meta-title-meter" />
              </>
            }
            error={errors.metaTitle?.message}
            {...form.register("metaTitle")}
          />
          <TextAreaField
            label="Meta Description"
            rows={2}
            hint={
              <>
                For search engines; the excerpt when empty.
                <LengthMeterHint
                  text={searchResult(searchFields, "").description}
                  ideal={DESCRIPTION_LENGTH}
                  testId="meta-description-meter"
                />
              </>
            }
            error={errors.metaDescription?.message}
            {...form.register("metaDescription")}
          />
          <SearchResultPreview post={searchFields} />
          <Controller
            control={form.control}
            name="isPublished"
            render={({ field }) => <SwitchField label="Published" checked={field.value ?? false} onCheckedChange={field.onChange} />}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">{SCHEDULE_TEXT.label}</legend>
            <div className="grid grid-cols-2 gap-3">
              <TextField type="date" label="Publish date" error={errors.publishDate?.message} {...form.register("publishDate")} />
              <TextField type="time" label="Publish time" error={errors.publishTime?.message} {...form.register("publishTime")} />
            </div>
            <p className="text-sm text-slate-600">{SCHEDULE_TEXT.hint}</p>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <FormActions editing={Boolean(editing)} thing="Post" saving={crud.saving} onCancel={backToCreate} />
            <button type="button" onClick={() => setPreviewing(true)} className={buttonVariants({ variant: "outline" })}>
              <Eye aria-hidden className="h-4 w-4" />
              Preview
            </button>
            {editing && (
              <RevisionsButton
                post={editing}
                mayReplaceForm={confirmLeaving}
                onRestored={(post) => {
                  autosave.forget();
                  edit(post, toBlogForm(post));
                }}
              />
            )}
          </div>
          <DraftStatus status={autosave.status} keptIn={autosave.keptIn} />
        </form>
        {previewing && <PreviewDialog post={toPreviewPost(form.getValues(), editing)} onClose={() => setPreviewing(false)} />}
      </Panel>
    </div>
  );
}
