// The editor's small dialogs (a link's address, an image): a titled Radix dialog with its own form.
import { Dialog } from "radix-ui";
import type { FormEvent, ReactNode } from "react";

import { buttonVariants } from "../../../../components/ui/button";

export function EditorDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  extraActions,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: () => void;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    // The dialog's form sits inside the post's form in the React tree: it must not submit that one.
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[32rem] max-w-[95vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            {children}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonVariants({ variant: "dark", size: "sm" })}>
                {submitLabel}
              </button>
              {extraActions}
              <Dialog.Close className={buttonVariants({ variant: "outline", size: "sm" })}>Cancel</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
