// A dashboard section's form: it creates a record, or edits the one chosen from the list,
// and shows the server's field messages (a 400 with fieldErrors) on its own fields.
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

import { ApiRequestError } from "../api";

export function useRecordForm<Item, Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  empty: Input,
  /** The server's names for fields the form calls otherwise (a point's latitude, shown on its one field). */
  aliases: Readonly<Record<string, FieldPath<Input>>> = {},
) {
  const [editing, setEditing] = useState<Item | null>(null);

  const edit = (item: Item, values: Input) => {
    setEditing(item);
    form.reset(values);
  };
  const backToCreate = () => {
    setEditing(null);
    form.reset(empty);
  };
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return;
    const fields = Object.keys(empty) as FieldPath<Input>[];
    for (const [path, messages] of Object.entries(error.fieldErrors ?? {})) {
      // "tags.2" names one tag: its message shows on the tags field.
      const name = path.split(".")[0]!;
      const field = aliases[name] ?? fields.find((known) => known === name);
      if (field && messages[0]) form.setError(field, { message: messages[0] });
    }
  };

  return { editing, edit, backToCreate, showServerErrors };
}
