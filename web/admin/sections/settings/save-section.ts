// Saving one settings section (R23): checked by the section's own rules first, then sent with the
// version it was read at; the API's refusals (a field's message, someone else's change) are shown
// as the screen's own. Every save refreshes the sections and the history.
import { useState } from "react";

import type { SettingsSection } from "../../../../worker/shared/settings";
import { SETTINGS_TEXTS } from "../../../../worker/shared/settings";
import type { z } from "../../../../worker/shared/schemas/zod";
import { api, ApiRequestError, read } from "../../../api";
import { settingsHistoryKey, settingsKey } from "../../../queries/settings";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

export type FieldErrors = Record<string, string | undefined>;

/** A parse's or an answer's messages, the first for each field ("socials.facebook", "recipients.newLead.0"). */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}

export function useSectionSave<Value>(section: SettingsSection, schema: z.ZodType<unknown, Value>) {
  const [checked, setChecked] = useState<FieldErrors>({});
  const save = useAdminMutation({
    mutationFn: (json: { version: number; value: unknown }) => read(api.settings[":section"].$put({ param: { section }, json })),
    invalidates: [settingsKey, settingsHistoryKey],
    refetchAfterFailure: true,
    success: () => SETTINGS_TEXTS.saved,
    failure: serverWordsOr(TEXT.saveFailed),
  });
  const answered = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const errors: FieldErrors = {
    ...Object.fromEntries(Object.entries(answered ?? {}).map(([field, messages]) => [field, messages[0]])),
    ...checked,
  };
  return {
    errors,
    pending: save.isPending,
    /** The refusal that is not a field's: someone else's change meanwhile. */
    conflict: save.error instanceof ApiRequestError && save.error.status === 409 ? save.error.serverMessage : undefined,
    submit(version: number, value: Value) {
      const parsed = schema.safeParse(value);
      setChecked(parsed.success ? {} : firstMessages(parsed.error.issues));
      if (parsed.success) save.mutate({ version, value });
    },
  };
}
