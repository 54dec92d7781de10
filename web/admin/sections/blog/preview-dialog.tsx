// "Preview": the post as the public page will show it, from the form's current values, before
// anything is saved or published. The same component, sanitizer and styles as /blog/<slug>.
import { PostView, type PostViewData } from "../../../components/blog/post-view";
import { PageDialog } from "./page-dialog";

export function PreviewDialog({ post, onClose }: { post: PostViewData; onClose: () => void }) {
  return (
    <PageDialog
      title="Preview"
      description="The post as readers will see it. Nothing is saved until you create or update the post."
      closeLabel="Close preview"
      onClose={onClose}
    >
      <div className="flex-1 overflow-y-auto bg-white" data-testid="post-preview">
        <PostView post={post} />
      </div>
    </PageDialog>
  );
}
