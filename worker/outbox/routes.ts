// The outbox messages for staff (R13): recent messages, one message as it was sent, its HTML part as a
// document for the dashboard's sandboxed frame, Resend for a failed one and Retry now for a pending one.
import { Hono, type Context } from "hono";

import { requireAccess, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { findMessage, recentMessages } from "../db/outbox";
import { resendMessage, retryNow } from "./resend";
import { toLogEntry, toMessageDetail } from "./views";
import { MESSAGE_PREVIEW_HEADERS } from "../security/headers";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES, type MessageStatus } from "../shared/contact-status";
import { z } from "../shared/schemas/zod";
import { validate } from "../validation";
import { notFound } from "../answers";
import { can } from "../shared/roles";
import { jsonBody } from "../middleware/json-body";

export const MESSAGE_LOG_DEFAULT = 50;
export const MESSAGE_LOG_MAX = 200;

const logQuery = z.object({
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${MESSAGE_LOG_MAX}` })
    .int(`Limit must be a whole number from 1 to ${MESSAGE_LOG_MAX}`)
    .min(1, `Limit must be a whole number from 1 to ${MESSAGE_LOG_MAX}`)
    .max(MESSAGE_LOG_MAX, `Limit must be a whole number from 1 to ${MESSAGE_LOG_MAX}`)
    .default(MESSAGE_LOG_DEFAULT),
  status: z.enum(MESSAGE_STATUS_VALUES, { error: "Status must be pending, sent or failed" }).optional(),
});

/** Message ids are random UUIDs; anything longer is no id of ours. */
const messageParam = z.object({ id: z.string().min(1).max(64) });

export const RESEND_NOT_FAILED = (status: MessageStatus) =>
  `Only a failed message can be sent again; this one is ${MESSAGE_STATUS_LABELS[status].toLowerCase()}.`;

export const RETRY_NOT_PENDING = (status: MessageStatus) =>
  status === "sent"
    ? "This message was already sent; there is nothing to retry."
    : `Only a pending message can be retried now; this one is ${MESSAGE_STATUS_LABELS[status].toLowerCase()}: use Resend.`;

type StaffAction = typeof resendMessage;

/**
 * A message as this person may see it (R25): the whole log with `messages`, else only the messages
 * of the records their role reads (a lead's with `leads`, a registration's with `registry`); any
 * other is not found, as if it were not there.
 */
async function readableMessage(c: Context<AuthedEnv>, id: string) {
  const message = await findMessage(database(c.env), id);
  const { role } = c.get("user");
  const readable =
    can(role, "messages") ||
    (message?.contactSubmissionId != null && can(role, "leads")) ||
    (message?.cameraRegistrationId != null && can(role, "registry"));
  return readable ? message : undefined;
}

/** A staff action on one message: the message as it is after it, 404 when unknown, 409 in words when it does not apply. */
async function actOn(c: Context<AuthedEnv>, id: string, act: StaffAction, refusal: (status: MessageStatus) => string) {
  const db = database(c.env);
  const message = await readableMessage(c, id);
  if (!message) return notFound(c);
  if (!(await act(c.env, message, c.get("user")))) {
    const now = (await findMessage(db, message.id))?.status ?? message.status;
    return c.json({ message: refusal(now) }, 409);
  }
  return c.json(toLogEntry((await findMessage(db, message.id)) ?? message));
}

export const outboxMessageRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", validate("query", logQuery), async (c) => {
    const { limit, status } = c.req.valid("query");
    return c.json((await recentMessages(database(c.env), limit, status)).map(toLogEntry));
  })
  .get("/:id", validate("param", messageParam), async (c) => {
    const message = await readableMessage(c, c.req.valid("param").id);
    if (!message) return notFound(c);
    return c.json(toMessageDetail(message));
  })
  // The HTML part exactly as sent, under its own policy: no script, no request but images, and
  // framed only by the dashboard (worker/security/apply-headers.ts keeps these headers).
  .get("/:id/preview", validate("param", messageParam), async (c) => {
    const message = await readableMessage(c, c.req.valid("param").id);
    if (!message?.htmlBody) return notFound(c); // unknown, or a webhook: no HTML part to show
    return c.body(message.htmlBody, 200, { "Content-Type": "text/html; charset=utf-8", ...MESSAGE_PREVIEW_HEADERS });
  })
  .post("/:id/resend", validate("param", messageParam), (c) => actOn(c, c.req.valid("param").id, resendMessage, RESEND_NOT_FAILED))
  // A pending message tried at once instead of at its next attempt; refused for one already sent or failed.
  .post("/:id/retry", validate("param", messageParam), (c) => actOn(c, c.req.valid("param").id, retryNow, RETRY_NOT_PENDING));
