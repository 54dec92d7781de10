// `npm start` runs with wrangler's stand-in for the EMAIL binding (EMAIL_DELIVERY = "simulated"):
// it takes each email and sends nothing, so the outbox stores it as logged only, never as sent.
import { describe, expect, it, vi } from "vitest";

import type { SendEmail } from "@cloudflare/workers-types";
import { newContact, newMessage } from "../record-fixtures";
import { deliver, messageRow } from "./helpers";

/** An EMAIL binding that records what it was handed. */
function recordingBinding() {
  const send = vi.fn(() => Promise.resolve({ messageId: "local" }));
  return { binding: { send } as unknown as SendEmail, send };
}

describe("an email handed to the EMAIL binding", () => {
  it("is stored as logged only when the binding is wrangler's local stand-in", async () => {
    const message = await newMessage({ contactSubmissionId: (await newContact()).id });
    const { binding, send } = recordingBinding();
    await deliver([message.id], { bindings: { EMAIL: binding, EMAIL_DELIVERY: "simulated" } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", loggedOnly: true, attempts: 1 });
  });

  it("is stored as sent when the binding is Cloudflare's", async () => {
    const message = await newMessage({ contactSubmissionId: (await newContact()).id });
    const { binding, send } = recordingBinding();
    await deliver([message.id], { bindings: { EMAIL: binding } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", loggedOnly: false, attempts: 1 });
  });
});
