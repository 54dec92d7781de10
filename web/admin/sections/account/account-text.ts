/** The Your Account screen's words (R25). */
export const ACCOUNT_TEXTS = {
  title: "Your Account",
  sessionsTitle: "Where you are signed in",
  sessionsCaption: "Each browser signed in to the dashboard as you. Ending one signs it out at its next request.",
  device: "Device",
  started: "Signed in",
  lastSeen: "Last active",
  actions: "Actions",
  thisBrowser: "This browser",
  end: "Sign out",
  endLabel: (device: string) => `Sign out ${device}`,
  endOthers: "Sign out everywhere else",
  endAll: "Sign out everywhere",
  confirmEndAll: "Sign out on every device, this one included?",
  ended: (count: number) => (count === 1 ? "1 session ended." : `${count} sessions ended.`),
  endFailed: "The sessions could not be ended.",
} as const;
