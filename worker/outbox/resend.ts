// Staff's Resend on a failed message: a fresh round of attempts through the queue.
import { database } from "../db/client";
import { reopenFailed } from "../db/outbox";
import type { Env } from "../env";
import { enqueueMessages } from "./enqueue";

/** Answers false when the message is not failed (already sent, still pending, or gone). */
export async function resendMessage(env: Pick<Env, "DB" | "OUTBOX">, id: string, now = new Date()): Promise<boolean> {
  if (!(await reopenFailed(database(env), id, now))) return false;
  await enqueueMessages(env, [id]);
  return true;
}
