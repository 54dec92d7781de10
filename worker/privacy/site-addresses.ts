// The site's own addresses and staff's (R18, decision 0060): a /your-data request for one is
// answered as any other, and given nothing. What is held for them is the company's own record:
// every lead's notice to staff, every email's sender and Reply-To. A staff member's own data is
// answered by an administrator, as decision 0056 said of staff accounts.
import { database } from "../db/client";
import { isStaffAddress } from "../db/data-requests";
import { adminEmailList } from "../db/users";
import type { Env } from "../env";
import { COMPANY } from "../shared/company";

type AddressSettings = Pick<Env, "MAIL_FROM" | "STAFF_EMAIL" | "ADMIN_EMAILS">;

/** "Name <a@b>" or "a@b", as the address alone in lower case. */
const plainAddress = (value: string) => (/<([^<>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

/** The company's email (R1), the emails' sender, where staff are told of leads, and the addresses granted admin at sign-in. */
export function configuredSiteAddresses(env: AddressSettings): Set<string> {
  const settings = [COMPANY.email, env.MAIL_FROM, env.STAFF_EMAIL].filter((value): value is string => Boolean(value));
  return new Set([...settings.map(plainAddress), ...adminEmailList(env.ADMIN_EMAILS)]);
}

/** A configured address, or staff's in the database (an admin's account, or one that acted as staff). */
export async function isSiteAddress(env: AddressSettings & Pick<Env, "DB">, address: string): Promise<boolean> {
  return configuredSiteAddresses(env).has(address) || (await isStaffAddress(database(env), address));
}
