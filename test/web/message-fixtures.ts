// One outbox message as the staff API lists it (worker/outbox/views.ts toLogEntry), for the
// dashboard's message tests.
export const messageEntry = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  channel: "email",
  kind: "contact-staff",
  kindLabel: "New lead email to staff",
  recipient: "staff@harborlight.example",
  status: "sent",
  loggedOnly: false,
  attempts: 1,
  lastAttemptAt: "2026-03-01T15:01:00.000Z",
  lastError: null,
  nextAttemptAt: "2026-03-01T15:00:00.000Z",
  sentAt: "2026-03-01T15:01:00.000Z",
  createdAt: "2026-03-01T15:00:00.000Z",
  contactSubmissionId: 7,
  cameraRegistrationId: null,
  ...overrides,
});
