// The outbox messages for staff (R13): recent messages, one message as it was sent, its HTML part as a
// document for the dashboard's sandboxed frame, and Resend for a failed one.
import { Hono } from "hono";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { auditStatement } from "../db/audit";
import { database } from "../db/client";
import { findMessage, recentMessages } from "../db/outbox";
import { messageKindLabel } from "../outbox/kinds";
import { resendMessage } from "../outbox/resend";
import { toLogEntry, toMessageDetail } from "../outbox/views";
import { MESSAGE_PREVIEW_HEADERS } from "../security/headers";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES } from "../shared/contact-status";
import { z } from "../shared/schemas/zod";
import { validate } from "../validation";
import { notFound } from "../answers";

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

export const RESEND_NOT_FAILED = (status: keyof typeof MESSAGE_STATUS_LABELS) =>
  `Only a failed message can be sent again; this one is ${MESSAGE_STATUS_LABELS[status].toLowerCase()}.`;

export const outboxMessageRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", validate("query", logQuery), async (c) => {
    const { limit, status } = c.req.valid("query");
    return c.json((await recentMessages(database(c.env), limit, status)).map(toLogEntry));
  })
  .get("/:id", validate("param", messageParam), async (c) => {
    const message = await findMessage(database(c.env), c.req.valid("param").id);
    if (!message) return notFound(c);
    return c.json(toMessageDetail(message));
  })
  // The HTML part exactly as sent, under its own policy: no script, no request but images, and
  // framed only by the dashboard (worker/security/apply-headers.ts keeps these headers).
  .get("/:id/preview", validate("param", messageParam), async (c) => {
    const message = await findMessage(database(c.env), c.req.valid("param").id);
    if (!message?.htmlBody) return notFound(c); // unknown, or a webhook: no HTML part to show
    return c.body(message.htmlBody, 200, { "Content-Type": "text/html; charset=utf-8", ...MESSAGE_PREVIEW_HEADERS });
  })
  .post("/:id/resend", validate("param", messageParam), async (c) => {
    const db = database(c.env);
    const message = await findMessage(db, c.req.valid("param").id);
    if (!message) return notFound(c);
    if (!(await resendMessage(c.env, message.id))) {
      const now = (await findMessage(db, message.id))?.status ?? message.status;
      return c.json({ message: RESEND_NOT_FAILED(now) }, 409);
    }
    // Recorded against the record the message belongs to, after the reopen (resendMessage runs
    // its own conditional update, so the two cannot share a batch).
    const owner =
      message.contactSubmissionId !== null
        ? { entity: "contact submission" as const, id: message.contactSubmissionId }
        : message.cameraRegistrationId !== null
          ? { entity: "camera registration" as const, id: message.cameraRegistrationId }
          : undefined;
    if (owner) {
      await auditStatement(db, {
        by: c.get("user"),
        action: "update",
        entity: owner.entity,
        entityId: owner.id,
        summary: `Resent: ${messageKindLabel(message.kind)}`,
      });
    }
    return c.json(toLogEntry((await findMessage(db, message.id)) ?? message));
  });
