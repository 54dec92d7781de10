// The Worker's Cron Triggers under `npm start`. wrangler dev does not fire them by itself, but it
// answers /cdn-cgi/local/scheduled; so each schedule in wrangler.toml calls that route on time,
// and the outbox sweep (and whatever else the Worker's scheduled() does) runs locally as deployed.
import { Cron } from "croner";
import { unstable_readConfig } from "wrangler";
import { z } from "zod";

/** The part of wrangler's configuration read here (its published types do not resolve on their own). */
const triggersConfig = z.object({ triggers: z.object({ crons: z.array(z.string()).default([]) }) });

/** The cron expressions wrangler.toml gives the Worker. */
export function configuredCrons(configPath = "wrangler.toml"): string[] {
  const config: unknown = unstable_readConfig({ config: configPath });
  return triggersConfig.parse(config).triggers.crons;
}

/** The request wrangler dev turns into a scheduled() call for `cron` at `time`. */
export function scheduledUrl(siteUrl: string, cron: string, time: Date): URL {
  const url = new URL("/cdn-cgi/local/scheduled", siteUrl);
  url.searchParams.set("cron", cron);
  url.searchParams.set("time", String(time.getTime()));
  return url;
}

export interface LocalCron {
  stop(): void;
}

/** Calls the Worker's scheduled() for each cron expression when it is due (UTC, as Cloudflare runs them). */
export function startLocalCron(siteUrl: string, crons: readonly string[] = configuredCrons()): LocalCron {
  const jobs = crons.map(
    (cron) =>
      new Cron(cron, { timezone: "UTC", protect: true }, (job: Cron) =>
        callScheduled(scheduledUrl(siteUrl, cron, job.currentRun() ?? new Date())),
      ),
  );
  return { stop: () => jobs.forEach((job) => job.stop()) };
}

/** One scheduled() run; a failure is reported and the next run tries again. */
async function callScheduled(url: URL): Promise<void> {
  const cron = url.searchParams.get("cron");
  try {
    const response = await fetch(url);
    if (!response.ok) console.warn(`  Cron "${cron}": the Worker's scheduled() failed (${response.status})`);
  } catch (error) {
    console.warn(`  Cron "${cron}": the Worker could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
}
