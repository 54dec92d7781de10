// Registrations and incidents are located through the queue: the form stores and answers at once,
// the consumer asks the geocoder, a failure is retried by the cron trigger, and a point staff set
// by hand is never overwritten.
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { storeGeocodeResult } from "../../../worker/db/geocoding";
import { cameraRegistrations, incidents } from "../../../worker/db/schema";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { STUCK_AFTER_MS } from "../../../worker/outbox/policy";
import { QUEUE_NAMES } from "../../../worker/queues";
import type { GeocodeJob, GeocodeQueueBody } from "../../../worker/shared/queue-bodies";
import { sweepGeocoding } from "../../../worker/registry/locate";
import { apiClient, successBody } from "../api-client";
import { db } from "../helpers";
import { eventually } from "../outbox/helpers";
import { ANSWERS, fakeGeocoder } from "./geocoder-fake";

const ADDRESS = "2907 O'Donnell St, Baltimore, MD 21224";

const registration = {
  name: "Ada Marsh",
  email: "ada.marsh@example.com",
  phone: "(410) 555-0170",
  address: ADDRESS,
  cameraDetails: "A doorbell camera covering the stoop and the sidewalk.",
  terms: true as const,
};

async function storedRegistration(fields: Partial<typeof cameraRegistrations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(cameraRegistrations)
    .values({ ...registration, reference: crypto.randomUUID(), ...fields })
    .returning();
  return row!;
}

const registrationRow = async (id: number) => (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)))[0]!;

let deliveries = 0;

/** Hands the Worker's queue() handler these geocoding jobs, as the platform would. */
async function deliverJobs(jobs: GeocodeJob[]) {
  const batch = createMessageBatch<GeocodeQueueBody>(
    QUEUE_NAMES.geocoding,
    jobs.map((geocode) => ({ id: `geocode-${++deliveries}`, timestamp: new Date(), attempts: 1, body: { geocode } })),
  );
  await worker.queue(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

const job = (id: number): GeocodeJob => ({ table: "camera_registrations", id });

afterEach(() => vi.restoreAllMocks());

describe("a camera registration", () => {
  it("is answered at once and located through the real queue: point, matched address and its parts", async () => {
    const lookedUp = fakeGeocoder(() => ANSWERS.match);
    const response = await apiClient()["register-camera"].$post({ json: registration });
    expect(response.status).toBe(201);
    const { id } = await successBody(response);
    expect((await registrationRow(id)).locationStatus).toBe("pending");

    const located = await eventually(
      () => registrationRow(id),
      (row) => row.locationStatus === "located",
    );
    expect(located).toMatchObject({
      latitude: 39.2798986,
      longitude: -76.5750852,
      matchedAddress: "2907 O'DONNELL ST, BALTIMORE, MD, 21224",
      city: "Baltimore",
      state: "MD",
      zipCode: "21224",
      locationStatus: "located",
      locationSource: "geocoder",
      geocodeAttempts: 1,
      geocodeNextAt: null,
    });
    expect(lookedUp).toContain(ADDRESS);
  });

  it("is stored and answered even when the queue refuses the job; the cron trigger enqueues it later", async () => {
    const refusing = { send: () => Promise.reject(new Error("queue down")), sendBatch: () => Promise.reject(new Error("queue down")) };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://localhost/api/register-camera", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", "CF-Connecting-IP": "198.18.250.1" },
      body: JSON.stringify(registration),
    });
    const response = await worker.fetch(
      request,
      { ...env, GEOCODING_QUEUE: refusing as unknown as Env["GEOCODING_QUEUE"] },
      createExecutionContext(),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: number }>();
    expect((await registrationRow(id)).locationStatus).toBe("pending");
    // Logged without the owner's data.
    const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(logged).toContain("geocode-enqueue");
    expect(logged).not.toContain("O'Donnell");
    expect(logged).not.toContain("ada.marsh");

    const queued: GeocodeQueueBody[] = [];
    const queue = {
      sendBatch: (messages: { body: GeocodeQueueBody }[]) => Promise.resolve(void queued.push(...messages.map((m) => m.body))),
    };
    const sweep = (at: number) => sweepGeocoding({ DB: env.DB, GEOCODING_QUEUE: queue as unknown as Env["GEOCODING_QUEUE"] }, new Date(at));
    await sweep(Date.now());
    expect(queued).not.toContainEqual({ geocode: job(id) }); // pending for less than a few minutes: its job may still come
    await sweep(Date.now() + STUCK_AFTER_MS + 60_000);
    expect(queued).toContainEqual({ geocode: job(id) });
  });

  it("whose address the geocoder does not know is not found, and not tried again", async () => {
    fakeGeocoder(() => ANSWERS.noMatch);
    const row = await storedRegistration({ address: "Corner of Light St and Key Hwy" });
    const result = await deliverJobs([job(row.id)]);
    expect(result.explicitAcks).toEqual([`geocode-${deliveries}`]);
    expect(await registrationRow(row.id)).toMatchObject({
      locationStatus: "not_found",
      locationSource: "geocoder",
      latitude: null,
      geocodeNextAt: null,
    });
  });

  it("is kept when the geocoder is down, failed with a growing wait, then located by the cron trigger", async () => {
    let serviceUp = false;
    fakeGeocoder(() => (serviceUp ? ANSWERS.match : ANSWERS.down));
    const row = await storedRegistration();

    const before = Date.now();
    const first = await deliverJobs([job(row.id)]);
    expect(first.explicitAcks).toHaveLength(1); // acked: the cron trigger owns the retry
    const failed = await registrationRow(row.id);
    expect(failed).toMatchObject({ locationStatus: "failed", geocodeAttempts: 1, latitude: null });
    expect(failed.geocodeNextAt!.getTime() - before).toBeGreaterThanOrEqual(30_000);

    // Due again only later, and a second failure waits longer.
    await deliverJobs([job(row.id)]);
    const again = await registrationRow(row.id);
    expect(again).toMatchObject({ locationStatus: "failed", geocodeAttempts: 2 });
    expect(again.geocodeNextAt!.getTime() - before).toBeGreaterThanOrEqual(60_000);

    serviceUp = true;
    const later = again.geocodeNextAt!.getTime() + 1000;
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(later), cron: "*/5 * * * *" }), env);
    const located = await eventually(
      () => registrationRow(row.id),
      (current) => current.locationStatus === "located",
    );
    expect(located).toMatchObject({ locationStatus: "located", locationSource: "geocoder", geocodeAttempts: 3, zipCode: "21224" });
  });

  it("whose point staff set by hand is never looked up nor overwritten", async () => {
    const lookedUp = fakeGeocoder(() => ANSWERS.match);
    const staffPoint = { latitude: 39.28, longitude: -76.575, locationStatus: "located" as const, locationSource: "staff" as const };
    const row = await storedRegistration(staffPoint);
    await deliverJobs([job(row.id)]);
    expect(lookedUp).toEqual([]);
    expect(await registrationRow(row.id)).toMatchObject(staffPoint);

    // Staff set the point while a lookup was under way: its answer is dropped.
    const racing = await storedRegistration({ ...staffPoint, locationStatus: "failed" });
    const stored = await storeGeocodeResult(
      db(),
      job(racing.id),
      ADDRESS,
      { outcome: "located", place: { latitude: 1, longitude: 2, matchedAddress: "X", city: null, state: null, zipCode: null } },
      1,
      null,
    );
    expect(stored).toBe(false);
    expect(await registrationRow(racing.id)).toMatchObject({ latitude: 39.28, longitude: -76.575 });
  });

  it("already located is not looked up again when a job comes twice", async () => {
    const lookedUp = fakeGeocoder(() => ANSWERS.match);
    const row = await storedRegistration();
    await deliverJobs([job(row.id)]);
    await deliverJobs([job(row.id)]);
    expect(lookedUp).toEqual([ADDRESS]);
  });
});

describe("the geocoding queue", () => {
  it("acknowledges and drops a body that is not a job, and still runs the jobs beside it", async () => {
    fakeGeocoder(() => ANSWERS.match);
    const row = await storedRegistration();
    const batch = createMessageBatch<unknown>(QUEUE_NAMES.geocoding, [
      { id: "job-1", timestamp: new Date(), attempts: 1, body: { geocode: job(row.id) } },
      { id: "not-a-job-1", timestamp: new Date(), attempts: 1, body: { geocode: { table: "users", id: 1 } } },
      { id: "not-a-job-2", timestamp: new Date(), attempts: 1, body: { messageId: crypto.randomUUID() } },
    ]);
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks.sort()).toEqual(["job-1", "not-a-job-1", "not-a-job-2"]);
    expect((await registrationRow(row.id)).locationStatus).toBe("located");
  });
});

describe("an incident's address", () => {
  it("is located by a job naming the incidents table", async () => {
    fakeGeocoder(() => ANSWERS.match);
    const [incident] = await db()
      .insert(incidents)
      .values({
        caseReference: "24-0001",
        occurredOn: "2026-03-01",
        windowStart: "21:00",
        windowEnd: "23:00",
        footageSought: "A bicycle theft",
        address: ADDRESS,
      })
      .returning();
    await deliverJobs([{ table: "incidents", id: incident!.id }]);
    const [row] = await db().select().from(incidents).where(eq(incidents.id, incident!.id));
    expect(row).toMatchObject({ locationStatus: "located", latitude: 39.2798986, zipCode: "21224" });
  });
});
