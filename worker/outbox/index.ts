// The outbox: messages composed and queued with their records, their delivery, and the staff's view of them. What other folders may use of it.
export {
  cameraRegistrationMessages,
  contactMessages,
  dataRequestNotices,
  deletionMessage,
  emailChangeMessage,
  emailChangedMessage,
  footageAnswerMessages,
  mailSettings,
  type MailSettings,
  footageRequestMessage,
  formerOwnerMessages,
  manageLinkMessage,
  teamInvitationMessage,
  weeklySummaryEmails,
  yourDataLinkMessage,
} from "./compose";
export { type WeeklySummary } from "./templates/weekly-summary";
export { outboxConsumer, outboxDeadLetterConsumer } from "./consumer";
export { webhookTestRoutes } from "./webhook-test";
export { enqueueMessages } from "./enqueue";
export { messageKindLabel, type MessageKind } from "./kinds";
export { STUCK_AFTER_MS, retryDelaySeconds } from "./policy";
export { outboxMessageRoutes } from "./routes";
export { sweepOutbox } from "./sweep";
export { siteMoment } from "./templates/email-layout";
export { type DeletionEvent } from "./templates/lead-webhook";
export { toMessageView } from "./views";
