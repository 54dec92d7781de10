// The site notice (R23): a short message with an optional start and end, typed in Baltimore's time,
// previewed as the public pages show it, and whether it shows now, later or no more.
import { useState, type FormEvent } from "react";

import { NOTICE_MAX, noticeShowsAt, siteNoticeSchema, type SiteNotice } from "../../../../worker/shared/settings";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../../../../worker/shared/time";
import { TextAreaField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { formatAdminDateTime } from "../../ui";
import { ConflictNote } from "./conflict-note";
import { useSectionSave } from "./save-section";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

/** An instant as a date-time input shows it, in Baltimore's time ("2026-12-24T17:00"). */
const inputValue = (iso: string | null) => {
  if (!iso) return "";
  const { date, time } = instantToSiteDateTime(new Date(iso));
  return `${date}T${time}`;
};

/** A date-time input's value, read in Baltimore's time, as the API takes it. */
const instantOf = (value: string) => {
  const [date, time] = value.split("T");
  return date && time ? siteDateTimeToInstant(date, time.slice(0, 5)).toISOString() : null;
};

function stateOf(notice: SiteNotice, now: number): string {
  if (!notice.message) return TEXT.noticeState.none;
  if (noticeShowsAt(notice, now)) return TEXT.noticeState.showing;
  if (notice.startsAt && Date.parse(notice.startsAt) > now) return TEXT.noticeState.scheduled(formatAdminDateTime(notice.startsAt));
  return TEXT.noticeState.ended(formatAdminDateTime(notice.endsAt!));
}

export function NoticeForm({ saved, version }: { saved: SiteNotice; version: number }) {
  const [message, setMessage] = useState(saved.message);
  const [startsAt, setStartsAt] = useState(inputValue(saved.startsAt));
  const [endsAt, setEndsAt] = useState(inputValue(saved.endsAt));
  const save = useSectionSave("notice", siteNoticeSchema);
  // The moment the form opened (it opens again at each save): where the saved notice stands then.
  const [openedAt] = useState(() => Date.now());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(version, { message, startsAt: instantOf(startsAt), endsAt: instantOf(endsAt) });
  };
  return (
    <form onSubmit={submit} aria-label={TEXT.noticeTab} noValidate className="space-y-5">
      <p className="text-sm font-medium text-slate-900" role="status">
        {stateOf(saved, openedAt)}
      </p>
      <ConflictNote message={save.conflict} />
      <TextAreaField
        label={TEXT.notice}
        rows={2}
        maxLength={NOTICE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={save.errors.message}
        hint={TEXT.noticeHint(NOTICE_MAX - message.length)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={TEXT.startsAt}
          type="datetime-local"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
          error={save.errors.startsAt}
          hint={TEXT.windowHint}
        />
        <TextField
          label={TEXT.endsAt}
          type="datetime-local"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
          error={save.errors.endsAt}
        />
      </div>
      {message.trim() && (
        <figure className="space-y-1">
          <figcaption className="text-sm font-semibold text-slate-900">{TEXT.preview}</figcaption>
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium wrap-anywhere text-slate-900">
            {message.trim()}
          </p>
        </figure>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.pending} className={buttonVariants({ variant: "dark" })}>
          {TEXT.saveNotice}
        </button>
        {saved.message && (
          <button
            type="button"
            disabled={save.pending}
            onClick={() => save.submit(version, { message: "", startsAt: null, endsAt: null })}
            className={buttonVariants({ variant: "outline" })}
          >
            {TEXT.removeNotice}
          </button>
        )}
      </div>
    </form>
  );
}
