// "Send a test event" (R23, Settings' Integrations): one signed `test.ping` to the CRM webhook as
// saved (on or off), so the office sees the receiver's status and the start of its answer before a
// lead depends on it. It carries no personal data, and nothing of it is stored or logged.
import { Hono, type Context } from "hono";

import { requireAccess, type AuthedEnv } from "../auth/guard";
import { jsonBody } from "../middleware/json-body";
import { currentSettings, NoEncryptionKey, webhookTarget } from "../settings";
import { SETTINGS_TEXTS } from "../shared/settings";
import { callWebhook } from "./senders/webhook";
import { DeliveryFailure } from "./senders/failure";

/** The most of the receiver's answer shown. */
export const ANSWER_SHOWN = 300;

async function sendTestEvent(c: Context<AuthedEnv>) {
  const now = new Date();
  let target;
  try {
    target = await webhookTarget(c.env, (await currentSettings(c.env, now.getTime())).integrations, now);
  } catch (error) {
    if (error instanceof NoEncryptionKey) return c.json({ message: SETTINGS_TEXTS.noEncryptionKey }, 503);
    throw error;
  }
  if (!target.url) return c.json({ message: SETTINGS_TEXTS.noWebhookAddress }, 400);
  const id = `msg_test_${crypto.randomUUID()}`;
  const body = JSON.stringify({
    type: "test.ping",
    timestamp: now.toISOString(),
    data: { message: "A test event from the dashboard's Settings" },
  });
  try {
    const { status, answer } = await callWebhook(target, id, now, body);
    return c.json({ status, answerStart: answer.slice(0, ANSWER_SHOWN) });
  } catch (error) {
    if (error instanceof DeliveryFailure) return c.json({ message: error.message }, 502);
    throw error;
  }
}

/** Mounted at /api/settings/integrations beside the settings' own routes (worker/app.ts). */
export const webhookTestRoutes = new Hono<AuthedEnv>().use(jsonBody.small).use(requireAccess).post("/test", sendTestEvent);
