import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import type { ChangeEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { BLOG_CATEGORIES, slugify } from "../../../worker/shared/blog";
import { EXCERPT_MAX, type BlogPostInput } from "../../../worker/shared/schemas/admin";
import { api } from "../../api";
import { SelectField, TextAreaField, TextField } from "../../components/form/fields";
import { pluralWord } from "../../lib/plural";
import { adminPostsQuery, blogKey, type BlogPostSummary as Post } from "../../queries/blog";
import { confirmDelete, EMPTY_STATES } from "../messages";
import { useCrudMutations } from "../mutations";
import { useRecordForm } from "../record-form";
import { Badge, EmptyState, ErrorText, formatAdminDate, LoadingRows, Panel, RowActions, SwitchField, FormActions } from "../ui";
import { blogFormSchema, EMPTY_BLOG_FORM, toBlogForm, toBlogPayload, type BlogFormInput, type BlogFormOutput } from "./blog/form";

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

export function BlogSection() {
  const posts = useQuery(adminPostsQuery);
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({ resolver: zodResolver(blogFormSchema), defaultValues: EMPTY_BLOG_FORM });
  const { editing, edit, backToCreate, showServerErrors } = useRecordForm<Post, BlogFormInput, BlogFormOutput>(form, EMPTY_BLOG_FORM);
  const { errors } = form.formState;
  const excerpt = useWatch({ control: form.control, name: "excerpt" }) ?? "";
  const category = useWatch({ control: form.control, name: "category" });

  const crud = useCrudMutations({
    thing: "blog post",
    // The blog's key: the dashboard's list and the public blog alike.
    invalidates: blogKey,
    create: (json: BlogPostInput) => api.blog.posts.$post({ json }),
    update: (id, json) => api.blog.posts[":id"].$patch({ param: { id: String(id) }, json }),
    remove: (id) => api.blog.posts[":id"].$delete({ param: { id: String(id) } }),
    onSaved: backToCreate,
  });

  const onSubmit = form.handleSubmit((values) => crud.save(editing?.id, toBlogPayload(values), showServerErrors));
  const startEdit = (post: Post) => {
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

  // Spec section 4: a new post's slug follows its title; an existing post's never does.
  const title = form.register("title", {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!editing) form.setValue("slug", slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <Panel title="Blog Posts">
        {posts.isPending ? (
          <LoadingRows />
        ) : posts.isError ? (
          <ErrorText>{posts.error.message}</ErrorText>
        ) : posts.data.length === 0 ? (
          <EmptyState>{EMPTY_STATES.blog}</EmptyState>
        ) : (
          <ul className="max-h-[70vh] divide-y divide-slate-200 overflow-y-auto pr-1">
            {posts.data.map((post) => (
              <li key={post.id} className="group flex items-start gap-3 py-4">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{post.title}</span>
                    <Badge tone={post.isPublished ? "green" : "slate"}>{post.isPublished ? "Published" : "Draft"}</Badge>
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span>{post.author}</span>
                    <span>{post.category}</span>
                    <span className="inline-flex items-center gap-1">
                      <Eye aria-hidden className="h-3.5 w-3.5" />
                      <span data-testid="view-count">{post.viewCount}</span> {pluralWord(post.viewCount, "view")}
                    </span>
                    <span>Created {formatAdminDate(post.createdAt)}</span>
                  </p>
                </div>
                <RowActions itemLabel={post.title} onEdit={() => startEdit(post)} onDelete={() => deletePost(post)} />
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title={editing ? "Edit Blog Post" : "Create Blog Post"}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label="Title" error={errors.title?.message} {...title} />
          <TextField
            label="Slug"
            placeholder="winter-lighting-tips"
            hint={editing ? "The post's address: /blog/ and this slug" : "Follows the title: the post's address is /blog/ and this slug"}
            error={errors.slug?.message}
            {...form.register("slug")}
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
          <TextAreaField
            label="Content"
            hint="HTML: headings, paragraphs, lists, links, images and tables"
            spellCheck={false}
            className="[&_textarea]:min-h-80 [&_textarea]:font-mono [&_textarea]:text-sm"
            error={errors.content?.message}
            {...form.register("content")}
          />
          <TextField label="Author" error={errors.author?.message} {...form.register("author")} />
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
          <TextField
            label="Featured Image URL"
            inputMode="url"
            placeholder="https://"
            hint="An https:// address, or a path on this site such as /images/..."
            error={errors.featuredImage?.message}
            {...form.register("featuredImage")}
          />
          <TextField
            label="Meta Title"
            hint="For search engines; the title when empty"
            error={errors.metaTitle?.message}
            {...form.register("metaTitle")}
          />
          <TextAreaField
            label="Meta Description"
            rows={2}
            hint="For search engines; the excerpt when empty"
            error={errors.metaDescription?.message}
            {...form.register("metaDescription")}
          />
          <Controller
            control={form.control}
            name="isPublished"
            render={({ field }) => <SwitchField label="Published" checked={field.value ?? false} onCheckedChange={field.onChange} />}
          />
          <FormActions editing={Boolean(editing)} thing="Post" saving={crud.saving} onCancel={backToCreate} />
        </form>
      </Panel>
    </div>
  );
}
