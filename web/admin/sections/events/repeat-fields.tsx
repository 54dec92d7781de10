// How an event repeats, in the dashboard's event form: the choice (named after the first date's
// weekday), for a weekly series the weeks between its dates, and an optional last date.
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

import {
  REPEAT_CHOICES,
  repeatFitsDate,
  repeatLabel,
  weeklyLabel,
  WEEKS_BETWEEN,
  weeksBetweenLabel,
} from "../../../../worker/shared/recurrence";
import type { eventSchema, EventInput as EventForm } from "../../../../worker/shared/schemas/events";
import { isCalendarDate } from "../../../../worker/shared/time";
import { SelectField, TextField } from "../../../components/form/fields";

/** The repeat choices' words before a date is chosen (after, they name its weekday). */
const REPEAT_WITHOUT_DATE = {
  none: "Does not repeat",
  monthly: "Monthly on the same weekday",
  "monthly-last": "Monthly on the last weekday",
} as const;

/** A weekly series' "Every" choices: week, 2 weeks … 8 weeks. */
const WEEKS_OPTIONS = Array.from({ length: WEEKS_BETWEEN.max - WEEKS_BETWEEN.min + 1 }, (_, index) => WEEKS_BETWEEN.min + index).map(
  (weeks) => ({ value: String(weeks), label: weeksBetweenLabel(weeks) }),
);

export function RepeatFields({ form }: { form: UseFormReturn<EventForm, unknown, z.output<typeof eventSchema>> }) {
  const { errors } = form.formState;
  const date = useWatch({ control: form.control, name: "date" });
  const repeat = useWatch({ control: form.control, name: "repeat" });
  const weeks = useWatch({ control: form.control, name: "repeatInterval" }) ?? 1;
  // The choices name the first date's weekday; "last" only for a date in its month's last week.
  const repeatOptions = REPEAT_CHOICES.filter((choice) => !isCalendarDate(date) || repeatFitsDate(choice, date) || choice === repeat).map(
    (choice) => ({
      value: choice,
      label: isCalendarDate(date)
        ? repeatLabel(choice, date, weeks)
        : choice === "weekly"
          ? weeklyLabel(weeks)
          : REPEAT_WITHOUT_DATE[choice],
    }),
  );
  // Weeks between dates belong to a weekly series only: another choice sends 1.
  const repeatField = form.register("repeat", {
    onChange: (change: { target: { value: string } }) => {
      if (change.target.value !== "weekly") form.setValue("repeatInterval", 1);
    },
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Repeats" options={repeatOptions} error={errors.repeat?.message} {...repeatField} />
      {repeat === "weekly" && (
        <SelectField
          label="Every"
          options={WEEKS_OPTIONS}
          error={errors.repeatInterval?.message}
          {...form.register("repeatInterval", { setValueAs: Number })}
        />
      )}
      {repeat !== "none" && (
        <TextField
          label="Until"
          type="date"
          hint="Optional: the last date"
          error={errors.repeatUntil?.message}
          {...form.register("repeatUntil")}
        />
      )}
    </div>
  );
}
