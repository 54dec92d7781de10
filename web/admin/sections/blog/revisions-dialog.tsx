// "Revisions": a post's saves, newest first, with when and by whom; one chosen shows as readers
// would see it, and "Restore this revision" makes it the post again (itself a save, decision 0046).
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useState } from "react";

import { api, read } from "../../../api";
import { PostView } from "../../../components/blog/post-view";
import { buttonVariants } from "../../../components/ui/button";
import { blogKey, postRevisionQuery, postRevisionsQuery, type BlogPostSummary as Post } from "../../../queries/blog";
import { useAdminMutation } from "../../mutations";
import { EmptyState, ErrorText, formatAdminDateTime, LoadingRows } from "../../ui";
import { REVISIONS_TEXT } from "./drafts-text";
import { toBlogForm, toPreviewPost } from "./form";
import { PageDialog } from "./page-dialog";

interface RevisionsProps {
  post: Post;
  /** True when the form's unsaved work may be replaced (asked when there is some). */
  mayReplaceForm: () => boolean;
  onRestored: (post: Post) => void;
}

export function RevisionsButton(props: RevisionsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonVariants({ variant: "outline" })}>
        <History aria-hidden className="h-4 w-4" />
        {REVISIONS_TEXT.open}
      </button>
      {open && <RevisionsDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function RevisionsDialog({ post, mayReplaceForm, onRestored, onClose }: RevisionsProps & { onClose: () => void }) {
  const revisions = useQuery(postRevisionsQuery(post.id));
  const [chosen, setChosen] = useState<number | null>(null);
  const restoring = useAdminMutation({
    mutationFn: (revisionId: number) =>
      read(
        api.blog.posts[":id"].revisions[":revisionId"].restore.$post({ param: { id: String(post.id), revisionId: String(revisionId) } }),
      ),
    invalidates: [blogKey],
    success: () => REVISIONS_TEXT.restored,
    failure: () => REVISIONS_TEXT.restoreFailed,
  });
  const restore = (revisionId: number) => {
    if (!mayReplaceForm() || !window.confirm(REVISIONS_TEXT.confirmRestore)) return;
    restoring.mutate(revisionId, {
      onSuccess: (restored) => {
        onRestored(restored);
        onClose();
      },
    });
  };

  return (
    <PageDialog title={REVISIONS_TEXT.title} description={REVISIONS_TEXT.description} closeLabel={REVISIONS_TEXT.close} onClose={onClose}>
      <div className="grid flex-1 overflow-hidden md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="overflow-y-auto border-b border-slate-200 p-3 md:border-r md:border-b-0">
          {revisions.isPending ? (
            <LoadingRows />
          ) : revisions.isError ? (
            <ErrorText>{revisions.error.message}</ErrorText>
          ) : revisions.data.length === 0 ? (
            <EmptyState>{REVISIONS_TEXT.empty}</EmptyState>
          ) : (
            <ul className="space-y-1" aria-label={REVISIONS_TEXT.title}>
              {revisions.data.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    aria-pressed={chosen === revision.id}
                    onClick={() => setChosen(revision.id)}
                    className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 aria-pressed:bg-blue-50"
                  >
                    <span className="block font-medium text-slate-900">{revision.title}</span>
                    <span className="block text-slate-600">
                      {REVISIONS_TEXT.savedBy(formatAdminDateTime(revision.savedAt), revision.savedByEmail ?? REVISIONS_TEXT.unknownSaver)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="overflow-y-auto">
          {chosen !== null && (
            <RevisionPreview post={post} revisionId={chosen} restoring={restoring.isPending} onRestore={() => restore(chosen)} />
          )}
        </div>
      </div>
    </PageDialog>
  );
}

function RevisionPreview({
  post,
  revisionId,
  restoring,
  onRestore,
}: {
  post: Post;
  revisionId: number;
  restoring: boolean;
  onRestore: () => void;
}) {
  const revision = useQuery(postRevisionQuery(post.id, revisionId));
  if (revision.isPending) return <LoadingRows />;
  if (revision.isError) return <ErrorText>{revision.error.message}</ErrorText>;
  const { title, excerpt, content, featuredImage } = revision.data;
  return (
    <div>
      <div className="flex justify-end border-b border-slate-200 px-4 py-2">
        <button type="button" disabled={restoring} onClick={onRestore} className={buttonVariants({ size: "sm" })}>
          {REVISIONS_TEXT.restore}
        </button>
      </div>
      <div data-testid="revision-preview" aria-label={REVISIONS_TEXT.preview}>
        <PostView post={toPreviewPost(toBlogForm({ ...post, title, excerpt, content, featuredImage }), post)} />
      </div>
    </div>
  );
}
