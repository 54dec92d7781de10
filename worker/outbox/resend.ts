// Staff's Resend on a failed message: a fresh round of attempts through its channel's queue.
import { database } from "../db/client";
import { reopenFailed } from "../db/outbox";
import type { Env } from "../env";
import { enqueueMessages, type ChannelQueues } from "./enqueue";

/** Answers false when the message is not failed (already sent, still pending, or gone). */
export async function resendMessage(env: ChannelQueues & Pick<Env, "DB">, id: string, now = new Date()) {
  const reopened = await reopenFailed(database(env), id, now);
  if (!reopened) return false;
  await enqueueMessages(env, [reopened]);
  return true;
}
