// The Integrations settings (R23): the CRM webhook's address, whether it is on, and its signing
// secret, sealed at rest (secrets.ts). The secret is written from the screen and never shown: the
// API shows whether one is set. A new secret replaces the current one, which keeps signing beside
// it for SECRET_OVERLAP_HOURS (Standard Webhooks allows several signatures), so the receiver can
// switch over. Until one is set here, the deployment's LEAD_WEBHOOK_SECRET signs.
import type { Env } from "../env";
import { SECRET_OVERLAP_HOURS, type IntegrationsInput, type IntegrationsView } from "../shared/settings";
import { z } from "../shared/schemas/zod";
import { seal, unseal } from "./secrets";

/** A secret as stored: sealed here, or the deployment's own (never copied into the settings). */
const storedSecret = z.union([z.object({ sealed: z.string() }), z.object({ source: z.literal("deployment") })]).nullable();

export const integrationsSchema = z.object({
  crmWebhook: z.object({
    url: z.string(),
    enabled: z.boolean(),
    secret: storedSecret,
    previousSecret: storedSecret,
    previousUntil: z.string().nullable(),
  }),
});
export type Integrations = z.infer<typeof integrationsSchema>;
type StoredSecret = z.infer<typeof storedSecret>;

type IntegrationsEnv = Pick<Env, "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET" | "SETTINGS_ENCRYPTION_KEY" | "SITE_URL">;

/** The first value: the deployment's LEAD_WEBHOOK_URL, on when it is set, signed by its LEAD_WEBHOOK_SECRET. */
export function integrationsDefaults(env: Pick<Env, "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET">): Integrations {
  const url = env.LEAD_WEBHOOK_URL ?? "";
  return {
    crmWebhook: {
      url,
      enabled: url !== "",
      secret: env.LEAD_WEBHOOK_SECRET ? { source: "deployment" } : null,
      previousSecret: null,
      previousUntil: null,
    },
  };
}

/** What the screen sent, as stored: a new secret sealed, the one it replaces signing until the overlap ends. */
export async function integrationsFromInput(
  env: IntegrationsEnv,
  input: IntegrationsInput,
  current: Integrations,
  now: Date,
): Promise<Integrations> {
  const { url, enabled, newSecret } = input.crmWebhook;
  const kept = current.crmWebhook;
  if (!newSecret) return { crmWebhook: { ...kept, url, enabled } };
  return {
    crmWebhook: {
      url,
      enabled,
      secret: { sealed: await seal(env, newSecret) },
      previousSecret: kept.secret,
      previousUntil: kept.secret ? new Date(now.getTime() + SECRET_OVERLAP_HOURS * 3_600_000).toISOString() : null,
    },
  };
}

/** What the API shows: never a secret, sealed or not. */
export function integrationsView({ crmWebhook }: Integrations, now: number): IntegrationsView {
  const overlapping = crmWebhook.previousSecret !== null && crmWebhook.previousUntil !== null && Date.parse(crmWebhook.previousUntil) > now;
  return {
    crmWebhook: {
      url: crmWebhook.url,
      enabled: crmWebhook.enabled,
      secretSet: crmWebhook.secret !== null,
      secretFromDeployment: crmWebhook.secret !== null && "source" in crmWebhook.secret,
      previousSecretUntil: overlapping ? crmWebhook.previousUntil : null,
    },
  };
}

async function secretOf(env: IntegrationsEnv, secret: StoredSecret): Promise<string | undefined> {
  if (!secret) return undefined;
  if ("source" in secret) return env.LEAD_WEBHOOK_SECRET;
  return unseal(env, secret.sealed);
}

/** The webhook as a call to it needs it: its address and every secret signing at `now` (the new one first). */
export async function webhookTarget(env: IntegrationsEnv, { crmWebhook }: Integrations, now: Date) {
  const overlapping = crmWebhook.previousUntil !== null && Date.parse(crmWebhook.previousUntil) > now.getTime();
  const secrets = [await secretOf(env, crmWebhook.secret), overlapping ? await secretOf(env, crmWebhook.previousSecret) : undefined];
  return { url: crmWebhook.url, enabled: crmWebhook.enabled, secrets: secrets.filter((secret): secret is string => Boolean(secret)) };
}
