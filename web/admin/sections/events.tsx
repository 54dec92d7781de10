import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { ADMIN_NEIGHBORHOODS, DEFAULT_EVENT_TYPE, EVENT_TYPES } from "../../../worker/shared/events";
import { eventSchema, type EventInput as EventForm } from "../../../worker/shared/schemas/admin";
import { api } from "../../api";
import { SelectField, TextAreaField, TextField } from "../../components/form/fields";
import { eventsKey, eventsQuery, type CommunityEventView as AdminEvent } from "../../queries/events";
import { confirmDelete } from "../messages";
import { useCrudMutations } from "../mutations";
import { useRecordForm } from "../record-form";
import { ErrorText, LoadingRows, Panel, FormActions } from "../ui";
import { EventList } from "./events/event-list";

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
};

/** The API's `null` for an empty optional field goes back as "" (the form's empty value). */
const toRequest = (json: EventOutput): EventForm => ({
  ...json,
  contactEmail: json.contactEmail ?? "",
  contactPhone: json.contactPhone ?? "",
  registrationUrl: json.registrationUrl ?? "",
});

/** A fixed list of choices, plus the edited event's own value when the list lacks it. */
const choices = (fixed: readonly string[], current: string | undefined) =>
  [...fixed, ...(current && !fixed.includes(current) ? [current] : [])].map((value) => ({ value, label: value }));

export function EventsSection() {
  const events = useQuery(eventsQuery());
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
    });
    form.setFocus("title");
  };
  const startDelete = (event: AdminEvent) => {
    if (!window.confirm(confirmDelete("event"))) return;
    crud.remove.mutate(event.id, { onSuccess: () => editing?.id === event.id && backToCreate() });
  };

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <Panel title="Community Events">
        {events.isPending ? (
          <LoadingRows />
        ) : events.isError ? (
          <ErrorText>{events.error.message}</ErrorText>
        ) : (
          <EventList events={events.data} onEdit={startEdit} onDelete={startDelete} />
        )}
      </Panel>

      <Panel title={editing ? "Edit Event" : "Create Event"}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Date" type="date" error={errors.date?.message} {...form.register("date")} />
            <TextField label="Time" type="time" error={errors.time?.message} {...form.register("time")} />
          </div>
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
      </Panel>
    </div>
  );
}
