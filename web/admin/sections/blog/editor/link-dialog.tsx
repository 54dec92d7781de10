// A link's address: typed in a field, checked (no javascript: or data:), applied to the selection.
import { useState } from "react";

import { TextField } from "../../../../components/form/fields";
import { buttonVariants } from "../../../../components/ui/button";
import { EditorDialog } from "./editor-dialog";
import { linkAddressProblem } from "./links";

export function LinkDialog({
  open,
  onOpenChange,
  current,
  onApply,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address of the link the selection is in, if any. */
  current: string | undefined;
  onApply: (address: string) => void;
  onRemove: () => void;
}) {
  const [address, setAddress] = useState(current ?? "");
  const [error, setError] = useState<string>();

  const apply = () => {
    const problem = linkAddressProblem(address);
    if (problem) return setError(problem);
    onApply(address.trim());
  };

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={current ? "Edit link" : "Add link"}
      description="An address on another site (https://...), an email (mailto:...), a phone number (tel:...) or a page of this site (/contact)."
      submitLabel="Apply link"
      onSubmit={apply}
      extraActions={
        current && (
          <button type="button" onClick={onRemove} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Remove link
          </button>
        )
      }
    >
      <TextField
        label="Link address"
        inputMode="url"
        placeholder="https://"
        value={address}
        error={error}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(undefined);
        }}
      />
    </EditorDialog>
  );
}
