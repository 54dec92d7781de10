// The site's own addresses and staff's (R18, decision 0060): a /your-data request for one is
// answered as any other, and given nothing. What is held for them is the company's own record:
// every lead's notice to staff, every email's sender and Reply-To. A staff member's own data is
// answered by an administrator, as decision 0056 said of staff accounts.
import { database } from "../db/client";
import { isStaffAddress } from "../db/data-requests";
import { adminEmailList } from "../db/users";
import type { Env } from "../env";
import { currentSettings } from "../settings";
import { STAFF_EMAIL_KIND_IDS } from "../shared/settings";

type AddressSettings = Pick<Env, "DB" | "MAIL_FROM" | "STAFF_EMAIL" | "ADMIN_EMAILS">;

/** "Name <a@b>" or "a@b", as the address alone in lower case. */
const plainAddress = (value: string) => (/<([^<>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

/**
 * The company's email (its Business details), the emails' sender, every recipient of a staff email
 * (its Notifications: R23), and the addresses granted admin at sign-in.
 */
export async function configuredSiteAddresses(env: AddressSettings): Promise<Set<string>> {
  const { business, notifications } = await currentSettings(env);
  const recipients = STAFF_EMAIL_KIND_IDS.flatMap((kind) => notifications.recipients[kind]);
  const settings = [business.email, env.MAIL_FROM, ...recipients].filter((value): value is string => Boolean(value));
  return new Set([...settings.map(plainAddress), ...adminEmailList(env.ADMIN_EMAILS)]);
}

/** A configured address, or staff's in the database (an admin's account, or one that acted as staff). */
export async function isSiteAddress(env: AddressSettings, address: string): Promise<boolean> {
  return (await configuredSiteAddresses(env)).has(address) || (await isStaffAddress(database(env), address));
}
