// Someone else changed the section meanwhile (R23): their change is shown once reloaded.
import { useQueryClient } from "@tanstack/react-query";

import { buttonVariants } from "../../../components/ui/button";
import { settingsKey } from "../../../queries/settings";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

export function ConflictNote({ message }: { message: string | undefined }) {
  const client = useQueryClient();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <button
        type="button"
        onClick={() => void client.resetQueries({ queryKey: settingsKey })}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {TEXT.reload}
      </button>
    </div>
  );
}
