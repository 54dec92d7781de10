// Each settings section as the Worker keeps it (R23): its rules (shared with the dashboard's
// forms), its first value from the deployment, how the API shows it, and how a change of it reads
// in the audit trail. The history keeps the stored values; only `view` is ever answered.
import type { Env } from "../env";
import { BUSINESS_DEFAULTS } from "../shared/company";
import {
  businessDetailsSchema,
  changedFields,
  notificationsSchema,
  siteNoticeSchema,
  STAFF_EMAIL_KIND_IDS,
  type BusinessDetails,
  type Notifications,
  type SettingsSection,
  type SiteNotice,
} from "../shared/settings";
import type { z } from "../shared/schemas/zod";

/** What the first value of a section may read: the deployment's settings. */
export type DefaultsEnv = Pick<Env, "STAFF_EMAIL">;

export interface SectionDefinition<Value> {
  /** Validates what the dashboard sends; its output is what is stored. */
  schema: z.ZodType<Value, unknown>;
  /** The value before the office first changes it, from the deployment's settings. */
  defaults(env: DefaultsEnv): Value;
}

export interface SettingsValues {
  business: BusinessDetails;
  notice: SiteNotice;
  notifications: Notifications;
}

export const SECTION_DEFINITIONS: { [Section in SettingsSection]: SectionDefinition<SettingsValues[Section]> } = {
  business: { schema: businessDetailsSchema, defaults: () => BUSINESS_DEFAULTS },
  notice: { schema: siteNoticeSchema, defaults: () => ({ message: "", startsAt: null, endsAt: null }) },
  notifications: {
    schema: notificationsSchema,
    // STAFF_EMAIL (or the company email) is where every staff email went before there were settings.
    defaults: (env) => {
      const to = (env.STAFF_EMAIL || BUSINESS_DEFAULTS.email).toLowerCase();
      return { recipients: Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, [to]])) as Notifications["recipients"] };
    },
  },
};

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
