// A dialog that takes the screen: the post's Preview and its Revisions.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

import { buttonVariants } from "../../../components/ui/button";

interface PageDialogProps {
  title: string;
  description: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function PageDialog({ title, description, closeLabel, onClose, children }: PageDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-xl bg-white shadow-xl md:inset-6">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className={buttonVariants({ variant: "outline", size: "sm" })}>
              <X aria-hidden className="h-4 w-4" />
              {closeLabel}
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
