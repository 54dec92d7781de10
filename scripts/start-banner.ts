// What `npm start` prints once the site answers: where it is, how to sign in, and how the local
// stand-ins (emails, the cron schedule) behave, so the console and docs/running-locally.md tell one story.

export interface BannerOptions {
  port: number;
  /** The local sign-in provider's address. */
  issuer: string;
  /** The cron expressions scripts/local-cron.ts fires. */
  crons: readonly string[];
  leadWebhookUrl?: string | undefined;
}

export function startBanner({ port, issuer, crons, leadWebhookUrl }: BannerOptions): string[] {
  return [
    "",
    `  Harborlight is served on http://localhost:${port} (Ctrl-C stops it)`,
    `  Staff sign-in: ${issuer} (any email; admin@example.com is an admin)`,
    `  Emails are simulated: the dashboard's Message log shows each one, "Logged locally, not sent".`,
    // wrangler dev warns that it never fires Cron Triggers; this script does, so the warning is answered here.
    `  Cron: this script fires the Worker's schedule (${crons.join(", ")}, UTC) on time, so wrangler's note above that scheduled Workers are "not automatically triggered" is taken care of.`,
    ...(leadWebhookUrl ? [`  Lead webhook: ${leadWebhookUrl}`] : []),
    "",
  ];
}
