import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import type { MessageStatus } from "../../worker/shared/contact-status";
import { api, read } from "../api";

/** Every outbox read sits under this key: a Resend refetches them all, and nothing else. */
export const messagesKey = ["messages"] as const;

/** One message of a record's list (no bodies). */
export type RecordMessage = InferResponseType<(typeof api.contacts)[":id"]["messages"]["$get"], 200>[number];
/** A row of the staff message log: the same, and the record it belongs to. */
export type LogEntry = InferResponseType<typeof api.admin.messages.$get, 200>[number];
/** One message as it was sent. */
export type MessageDetail = InferResponseType<(typeof api.admin.messages)[":id"]["$get"], 200>;

export type MessageOwner = { contactSubmissionId: number } | { cameraRegistrationId: number };

/** The messages one contact submission or camera registration caused, oldest first. */
export const recordMessagesQuery = (owner: MessageOwner) =>
  queryOptions({
    queryKey: [...messagesKey, "contactSubmissionId" in owner ? "contact" : "camera", Object.values(owner)[0]],
    queryFn: (): Promise<RecordMessage[]> =>
      "contactSubmissionId" in owner
        ? read(api.contacts[":id"].messages.$get({ param: { id: String(owner.contactSubmissionId) } }))
        : read(api["camera-registrations"][":id"].messages.$get({ param: { id: String(owner.cameraRegistrationId) } })),
  });

/** The newest messages, in one status or all. */
export const messageLogQuery = (status: MessageStatus | undefined) =>
  queryOptions({
    queryKey: [...messagesKey, "log", status ?? "all"],
    queryFn: (): Promise<LogEntry[]> => read(api.admin.messages.$get({ query: status ? { status } : {} })),
  });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, "one", id],
    queryFn: (): Promise<MessageDetail> => read(api.admin.messages[":id"].$get({ param: { id } })),
  });

/** Where the dashboard's sandboxed frame loads a sent email's HTML part. */
export const messagePreviewPath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}/preview`;
