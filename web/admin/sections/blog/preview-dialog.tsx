// "Preview": the post as the public page will show it, from the form's current values, before
// anything is saved or published. The same component, sanitizer and styles as /blog/<slug>.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";

import { PostView, type PostViewData } from "../../../components/blog/post-view";
import { buttonVariants } from "../../../components/ui/button";

export function PreviewDialog({ post, onClose }: { post: PostViewData; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-xl bg-white shadow-xl md:inset-6">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Preview</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                The post as readers will see it. Nothing is saved until you create or update the post.
              </Dialog.Description>
            </div>
            <Dialog.Close className={buttonVariants({ variant: "outline", size: "sm" })}>
              <X aria-hidden className="h-4 w-4" />
              Close preview
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto bg-white" data-testid="post-preview">
            <PostView post={post} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
