// "Move this date": one date of a series held on another day or at another time (its
// RECURRENCE-ID override, docs/decisions/0064). Its own form, outside the event's: the move is
// made at once, not on Update.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { moveSchema, type MoveInput } from "../../../../worker/shared/schemas/events";
import { api, ApiRequestError, ok } from "../../../api";
import { occurrenceDay, timeRange } from "../../../components/events/occurrence-text";
import { FieldError, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { formatLongDay } from "../../../lib/format";
import { eventsKey, type CommunityEventView, type ListedOccurrence } from "../../../queries/events";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { SERIES_DATES_TEXT } from "./text";

type MoveOutput = z.output<typeof moveSchema>;

/** "Wednesday, March 20, 2030, 6:00 PM – 7:00 PM". */
export const movedWhen = (to: { date: string; time: string; endTime: string | null }) =>
  `${formatLongDay(to.date)}, ${timeRange({ eventTime: to.time, endTime: to.endTime })}`;

interface MoveDateFormProps {
  event: CommunityEventView;
  occurrence: ListedOccurrence;
  /** The date as the series has it, "Tuesday, March 19, 2030". */
  label: string;
  onClose: () => void;
}

export function MoveDateForm({ event, occurrence, label, onClose }: MoveDateFormProps) {
  const headingId = useId();
  const form = useForm<MoveInput, unknown, MoveOutput>({
    resolver: zodResolver(moveSchema),
    defaultValues: {
      date: occurrence.date,
      newDate: occurrenceDay(occurrence),
      newTime: occurrence.movedTo?.time ?? event.time,
      newEndTime: (occurrence.movedTo ? occurrence.movedTo.endTime : event.endTime) ?? "",
    },
  });
  const { errors } = form.formState;
  const move = useAdminMutation({
    mutationFn: (json: MoveInput) => ok(api.events[":id"].moves.$post({ param: { id: String(event.id) }, json })),
    invalidates: [eventsKey],
    success: () => {
      const { newDate, newTime, newEndTime } = form.getValues();
      return SERIES_DATES_TEXT.moveApplied(label, movedWhen({ date: newDate, time: newTime, endTime: newEndTime || null }));
    },
    failure: serverWordsOr(SERIES_DATES_TEXT.failed),
    onSuccess: onClose,
  });
  // The server's refusals (another date's day, a cancelled date) shown on their fields.
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return;
    for (const [field, [message]] of Object.entries(error.fieldErrors ?? {})) {
      if (!message) continue;
      if (field === "newDate" || field === "newTime" || field === "newEndTime") form.setError(field, { message });
      else form.setError("root", { message });
    }
  };
  const onSubmit = form.handleSubmit((json) => move.mutate({ ...json, newEndTime: json.newEndTime ?? "" }, { onError: showServerErrors }));

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-2 w-full space-y-3 rounded-md bg-slate-50 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {SERIES_DATES_TEXT.moveHeading(label)}
      </h4>
      {/* The form sits in the event form's narrow column: the day on its own line, the two times beside each other (one above the other on a phone, where each would be cut). */}
      <div className="grid gap-3 min-[420px]:grid-cols-2">
        <TextField
          label={SERIES_DATES_TEXT.newDate}
          type="date"
          error={errors.newDate?.message}
          className="col-span-2"
          {...form.register("newDate")}
        />
        <TextField label={SERIES_DATES_TEXT.newTime} type="time" error={errors.newTime?.message} {...form.register("newTime")} />
        <TextField
          label={SERIES_DATES_TEXT.newEndTime}
          type="time"
          hint="Optional"
          error={errors.newEndTime?.message}
          {...form.register("newEndTime")}
        />
      </div>
      <FieldError message={errors.root?.message ?? errors.date?.message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={move.isPending} className={buttonVariants({ size: "sm" })}>
          {SERIES_DATES_TEXT.submitMove}
        </button>
        <button type="button" onClick={onClose} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {SERIES_DATES_TEXT.closeMove}
        </button>
      </div>
    </form>
  );
}
