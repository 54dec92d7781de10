// Each settings section as the Worker keeps it (R23): its rules (shared with the dashboard's
// forms), its first value from the deployment, how the API shows it, and how a change of it reads
// in the audit trail. The history keeps the stored values; only `view` is ever answered.
import type { Env } from "../env";
import { BUSINESS_DEFAULTS } from "../shared/company";
import {
  businessDetailsSchema,
  changedFields,
  integrationsInputSchema,
  notificationsSchema,
  siteNoticeSchema,
  STAFF_EMAIL_KIND_IDS,
  type BusinessDetails,
  type Notifications,
  type SettingsSection,
  type SiteNotice,
} from "../shared/settings";
import type { z } from "../shared/schemas/zod";
import { integrationsDefaults, integrationsFromInput, integrationsSchema, integrationsView, type Integrations } from "./integrations";

/** What the first value of a section may read: the deployment's settings. */
export type DefaultsEnv = Pick<Env, "STAFF_EMAIL" | "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET">;

/** What turning the screen's input into a stored value may read: the deployment's keys too. */
export type InputEnv = DefaultsEnv & Pick<Env, "SETTINGS_ENCRYPTION_KEY" | "SITE_URL">;

export interface SectionDefinition<Value> {
  /** Checks a stored value read back; for most sections also what the dashboard sends, stored as it comes out. */
  schema: z.ZodType<Value, unknown>;
  /** The value before the office first changes it, from the deployment's settings. */
  defaults(env: DefaultsEnv): Value;
  /** Where the dashboard sends something else than what is stored (a write-only secret): its rules, and the value it makes. */
  input?: { schema: z.ZodType<unknown>; toValue(env: InputEnv, input: never, current: Value, now: Date): Promise<Value> };
  /** What the API shows of a value, where that is not all of it. */
  view?(value: Value, now: number): unknown;
}

export interface SettingsValues {
  business: BusinessDetails;
  notice: SiteNotice;
  notifications: Notifications;
  integrations: Integrations;
}

export const SECTION_DEFINITIONS: { [Section in SettingsSection]: SectionDefinition<SettingsValues[Section]> } = {
  business: { schema: businessDetailsSchema, defaults: () => BUSINESS_DEFAULTS },
  notice: { schema: siteNoticeSchema, defaults: () => ({ message: "", startsAt: null, endsAt: null }) },
  integrations: {
    schema: integrationsSchema,
    defaults: integrationsDefaults,
    input: { schema: integrationsInputSchema, toValue: integrationsFromInput },
    view: integrationsView,
  },
  notifications: {
    schema: notificationsSchema,
    // STAFF_EMAIL (or the company email) is where every staff email went before there were settings.
    defaults: (env) => {
      const to = (env.STAFF_EMAIL || BUSINESS_DEFAULTS.email).toLowerCase();
      return { recipients: Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, [to]])) as Notifications["recipients"] };
    },
  },
};

/** What the API shows of a section's value. */
export function sectionView<Section extends SettingsSection>(section: Section, value: SettingsValues[Section], now: number): unknown {
  const definition: SectionDefinition<SettingsValues[Section]> = SECTION_DEFINITIONS[section];
  return definition.view ? definition.view(value, now) : value;
}

/** A stored value read back: the section's rules applied again, its first value where it no longer passes them. */
export function readStoredValue<Section extends SettingsSection>(
  section: Section,
  stored: string,
  env: DefaultsEnv,
): SettingsValues[Section] {
  const definition = SECTION_DEFINITIONS[section];
  try {
    const parsed = definition.schema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: as below
  }
  return definition.defaults(env);
}

/** The fields that differ between two values of a section, as `name: "before" → "after"`, for the audit trail's summary. */
export function describeChange(before: unknown, after: unknown): string {
  return changedFields(before, after)
    .map((change) => `${change.field}: "${change.before}" → "${change.after}"`)
    .join("; ");
}
