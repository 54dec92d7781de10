// What the manage page's form changes (R14), by the registration form's own rules
// (worker/shared/schemas/camera.ts): the phone and the camera details at once; a new address at
// once, its point and match reset and looked up again through the geocoding queue; a new email
// address only once it is confirmed from a link sent to it (confirm-email.ts), the old address
// receiving everything until then. Each save is one batch with its audit entry, which names the
// fields changed and none of their values, and the counts of the link's limits (decision 0059):
// over one, nothing is saved, sent or looked up.
import { database } from "../../db/client";
import { saveOwnerChanges } from "../../db/owner-changes";
import { emailChangeMessage, mailSettings } from "../../outbox";
import { enqueueMessages } from "../../outbox";
import { siteOrigin } from "../../site-origin";
import { cameraRegistrationSchema } from "../../shared/schemas/camera";
import { enqueueGeocoding } from "../geocode-queue";
import { signingKey } from "../../security/signed-tokens";
import { isLimited, type Limited, useOf, useTo, withinLinkLimits } from "../link-limits";
import { emailDigest, ownerLinkUrl } from "../signed-links";
import { askedRecently, type Ctx, type Registration } from "./links";
import { EDITABLE_FIELDS, type EditableField, type FieldValues, type ManageState } from "./manage-page";

const rules = cameraRegistrationSchema.pick({ email: true, phone: true, address: true, cameraDetails: true });

const FIELD_WORDS = { phone: "phone", address: "address", cameraDetails: "camera details" } as const;

const sameAddress = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

export type ChangeOutcome =
  | { refused: NonNullable<ManageState["refused"]> }
  | { saved: NonNullable<ManageState["saved"]>; registration: Registration }
  | { gone: true }
  | Limited;

/** The audit entry's words: "Phone and address changed by the owner; a new email address awaits confirmation". */
export function changeSummary(changed: (keyof typeof FIELD_WORDS)[], emailAsked: boolean): string {
  const words = changed.map((name) => FIELD_WORDS[name]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
  const fields = list ? `${list[0]!.toUpperCase()}${list.slice(1)} changed by the owner` : "";
  if (!emailAsked) return fields;
  return fields ? `${fields}; a new email address awaits confirmation` : "New email address asked by the owner, awaiting confirmation";
}

/** Which email change the typed address asks for: none, a new one, or the same new one again. */
async function emailChange(c: Ctx, registration: Registration, typed: string) {
  if (sameAddress(typed, registration.email)) return undefined;
  if (sameAddress(typed, registration.pendingEmail)) {
    // Asked again: the confirmation is sent again, unless one went out a moment ago.
    if (await askedRecently(c, registration.id, "registry-email-change")) return undefined;
  }
  const address = sameAddress(typed, registration.pendingEmail) ? registration.pendingEmail! : typed;
  const key = signingKey(c.env, c.req.url);
  const confirm = await ownerLinkUrl(siteOrigin(c), key, {
    registration: registration.reference!,
    incidentId: null,
    action: "confirm-email",
    email: await emailDigest(key, address),
  });
  const uses = [useOf("emailChecks", "registration", registration.id), await useTo("emailChecksTo", key, address)];
  return { address, message: emailChangeMessage(await mailSettings(c.env), address, confirm), uses };
}

export async function applyOwnerChanges(c: Ctx, registration: Registration, form: Record<string, string>): Promise<ChangeOutcome> {
  // A field the form did not send is left as it is.
  const typed = Object.fromEntries(EDITABLE_FIELDS.map((name) => [name, form[name] ?? registration[name]])) as FieldValues;
  const parsed = rules.safeParse(typed);
  if (!parsed.success) {
    const errors: Partial<Record<EditableField, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as EditableField;
      errors[name] ??= issue.message;
    }
    return { refused: { typed, errors } };
  }
  const values = parsed.data;
  const changed = (["phone", "address", "cameraDetails"] as const).filter((name) => values[name] !== registration[name]);
  const pendingEmail = await emailChange(c, registration, values.email);
  if (changed.length === 0 && !pendingEmail) return { saved: "nothing", registration };

  const relocate = changed.includes("address");
  const fields = Object.fromEntries(changed.map((name) => [name, values[name]]));
  const db = database(c.env);
  const uses = [useOf("saves", "registration", registration.id), ...(pendingEmail?.uses ?? [])];
  const row = await withinLinkLimits(db, uses, (counted) =>
    saveOwnerChanges(db, registration.id, {
      fields,
      relocate,
      pendingEmail,
      summary: changeSummary(changed, pendingEmail !== undefined),
      counted,
    }),
  );
  if (isLimited(row)) return row;
  if (!row) return { gone: true };
  if (pendingEmail) await enqueueMessages(c.env, [pendingEmail.message]);
  // Located through the queue, as a new registration is (worker/registry/locate.ts).
  if (relocate) await enqueueGeocoding(c.env, [{ table: "camera_registrations", id: registration.id }]);
  return { saved: { relocating: relocate, emailPending: pendingEmail !== undefined }, registration: row };
}
