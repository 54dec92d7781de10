import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { ADMIN_NEIGHBORHOODS, DEFAULT_EVENT_TYPE, EVENT_TYPES } from "../../../../worker/shared/events";
import { eventSchema, type EventInput as EventForm } from "../../../../worker/shared/schemas/events";
import { api } from "../../../api";
import { SelectField, TextAreaField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { adminEventsQuery, eventsKey, type AdminEventView as AdminEvent } from "../../../queries/events";
import { confirmDelete } from "../../texts";
import { useCrudMutations } from "../../mutations";
import { useRecordForm } from "../../record-form";
import { ErrorText, LoadingRows, Panel, FormActions } from "../../ui";
import { EventList } from "./event-list";
import { RepeatFields } from "./repeat-fields";
import { SeriesDates } from "./series-dates";

type EventOutput = z.output<typeof eventSchema>;

const EMPTY: EventForm = {
  title: "",
  date: "",
  time: "",
  location: "",
  neighborhood: "",
  description: "",
  eventType: DEFAULT_EVENT_TYPE,
  organizer: "",
  contactEmail: "",
  contactPhone: "",
  registrationUrl: "",
  endTime: "",
  repeat: "none",
  repeatInterval: 1,
  repeatUntil: "",
};

/** The API's `null` for an empty optional field goes back as "" (the form's empty value). */
const toRequest = (json: EventOutput): EventForm => ({
  ...json,
  contactEmail: json.contactEmail ?? "",
  contactPhone: json.contactPhone ?? "",
  registrationUrl: json.registrationUrl ?? "",
  endTime: json.endTime ?? "",
  repeatUntil: json.repeat === "none" ? "" : (json.repeatUntil ?? ""),
});

/** A fixed list of choices, plus the edited event's own value when the list lacks it. */
const choices = (fixed: readonly string[], current: string | undefined) =>
  [...fixed, ...(current && !fixed.includes(current) ? [current] : [])].map((value) => ({ value, label: value }));

export function EventsSection() {
  const events = useQuery(adminEventsQuery);
  const form = useForm<EventForm, unknown, EventOutput>({ resolver: zodResolver(eventSchema), defaultValues: EMPTY });
  const { editing, edit, backToCreate, showServerErrors } = useRecordForm<AdminEvent, EventForm, EventOutput>(form, EMPTY);
  const { errors } = form.formState;

  // The events' key: the dashboard's list and the public calendar alike.
  const crud = useCrudMutations({
    thing: "event",
    invalidates: eventsKey,
    create: (json: EventOutput) => api.events.$post({ json: toRequest(json) }),
    update: (id, json) => api.events[":id"].$patch({ param: { id: String(id) }, json: toRequest(json) }),
    remove: (id) => api.events[":id"].$delete({ param: { id: String(id) } }),
    onSaved: backToCreate,
  });

  const onSubmit = form.handleSubmit((json) => crud.save(editing?.id, json, showServerErrors));
  const startEdit = (event: AdminEvent) => {
    edit(event, {
      title: event.title,
      date: event.date,
      time: event.time,
      location: event.location,
      neighborhood: event.neighborhood,
      description: event.description ?? "",
      eventType: event.eventType,
      organizer: event.organizer ?? "",
      contactEmail: event.contactEmail ?? "",
      contactPhone: event.contactPhone ?? "",
      registrationUrl: event.registrationUrl ?? "",
      endTime: event.endTime ?? "",
      repeat: event.repeat,
      repeatInterval: event.repeatInterval,
      repeatUntil: event.repeatUntil,
    });
    showForm();
  };
  // On a phone the form is below the whole list: bring it into view, then type.
  const formPanel = useRef<HTMLDivElement>(null);
  // After the form's reset has been rendered: a reset's fields take no focus before then.
  const showForm = () =>
    requestAnimationFrame(() => {
      form.setFocus("title");
      formPanel.current?.scrollIntoView({ block: "start" });
    });
  const startCreate = () => {
    backToCreate();
    showForm();
  };
  const editedEvent = editing ? events.data?.find((event) => event.id === editing.id) : undefined;
  const startDelete = (event: AdminEvent) => {
    if (!window.confirm(confirmDelete("event"))) return;
    crud.remove.mutate(event.id, { onSuccess: () => editing?.id === event.id && backToCreate() });
  };

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <Panel
        title="Community Events"
        actions={
          <button type="button" onClick={startCreate} className={buttonVariants({ size: "sm" })}>
            <Plus aria-hidden className="h-4 w-4" />
            New event
          </button>
        }
      >
        {events.isPending ? (
          <LoadingRows />
        ) : events.isError ? (
          <ErrorText>{events.error.message}</ErrorText>
        ) : (
          <EventList events={events.data} onEdit={startEdit} onDelete={startDelete} />
        )}
      </Panel>

      <div ref={formPanel} className="scroll-mt-20">
        <Panel title={editing ? "Edit Event" : "Create Event"}>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Date" type="date" error={errors.date?.message} {...form.register("date")} />
              <TextField label="Time" type="time" error={errors.time?.message} {...form.register("time")} />
            </div>
            <TextField label="Ends at" type="time" hint="Optional" error={errors.endTime?.message} {...form.register("endTime")} />
            <RepeatFields form={form} />
            <TextField label="Location" error={errors.location?.message} {...form.register("location")} />
            <SelectField
              label="Neighborhood"
              placeholder="Select a neighborhood"
              options={choices(ADMIN_NEIGHBORHOODS, editing?.neighborhood)}
              error={errors.neighborhood?.message}
              {...form.register("neighborhood")}
            />
            <TextAreaField label="Description" error={errors.description?.message} {...form.register("description")} />
            <SelectField
              label="Event Type"
              placeholder="Select an event type"
              options={choices(EVENT_TYPES, editing?.eventType)}
              error={errors.eventType?.message}
              {...form.register("eventType")}
            />
            <TextField label="Organizer" error={errors.organizer?.message} {...form.register("organizer")} />
            <TextField
              label="Contact Email"
              type="email"
              autoComplete="off"
              error={errors.contactEmail?.message}
              {...form.register("contactEmail")}
            />
            <TextField
              label="Contact Phone"
              type="tel"
              autoComplete="off"
              error={errors.contactPhone?.message}
              {...form.register("contactPhone")}
            />
            <TextField
              label="Registration URL"
              type="url"
              placeholder="https://"
              error={errors.registrationUrl?.message}
              {...form.register("registrationUrl")}
            />
            <FormActions editing={Boolean(editing)} thing="Event" saving={crud.saving} onCancel={backToCreate} />
          </form>
          {/* Outside the event's form: each date's change (and its own move form) is made at once, not on Update. */}
          {editedEvent?.recurrence && <SeriesDates event={editedEvent} />}
        </Panel>
      </div>
    </div>
  );
}
