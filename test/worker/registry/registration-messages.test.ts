// A registration's messages in the dashboard (R13): listed with the registration, and deleted with it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { outboxMessages } from "../../../worker/db/schema";
import { read } from "../api-client";
import { db } from "../helpers";
import { newMessage, newRegistration, signedInAdmin } from "../record-fixtures";

const { api } = signedInAdmin();
const registrations = () => api()["camera-registrations"][":id"];

describe("each record's messages", () => {
  it("lists a camera registration's messages", async () => {
    const registration = await newRegistration();
    const message = await newMessage({ cameraRegistrationId: registration.id, channel: "webhook", kind: "lead-webhook", htmlBody: null });
    const views = await read(registrations().messages.$get({ param: { id: String(registration.id) } }));
    expect(views.map((view) => view.id)).toEqual([message.id]);
  });

  it("answers 404 for a record that does not exist, and 400 for an id that is no number", async () => {
    expect((await registrations().messages.$get({ param: { id: "999999" } })).status).toBe(404);
  });
});

describe("privacy: messages are deleted with their record", () => {
  it("deletes a camera registration's messages through the admin DELETE", async () => {
    const registration = await newRegistration();
    const message = await newMessage({ cameraRegistrationId: registration.id, kind: "lead-webhook", channel: "webhook" });
    expect((await registrations().$delete({ param: { id: String(registration.id) } })).status).toBe(200);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id))).toEqual([]);
  });
});
