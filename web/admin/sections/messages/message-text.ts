// How a message's delivery stands, in the message log's words (R13, decision 0042): an email only
// written to the log is never called sent, and a pending one says when it is tried next.
export const DELIVERY_TEXT = {
  loggedOnly: "Logged locally, not sent",
  loggedOnlyNote: "No email service is configured (the EMAIL binding), so this email was only written to the site's log.",
  loggedAt: "logged",
  nextAttempt: "Next attempt",
  retryNow: "Retry now",
  retrySuccess: "The message will be tried again now.",
  retryFailure: "Failed to retry the message.",
  lastError: "Last error",
} as const;
