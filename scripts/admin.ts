// Gives an email's account a role on the team, or takes it off, in the local database or (with
// --remote) the deployed one, for when nobody can sign in to the team's screen (R25):
//   npm run admin -- grant someone@example.com [--role owner|administrator|editor|registry-coordinator|leads] [--remote]
//   npm run admin -- revoke someone@example.com [--remote]
// `grant` gives Owner unless --role names another. Roles are read from D1 on every staff request,
// so the change takes effect at once, and the audit trail records it, made from the command line.
// The last active Owner is never revoked. The user must have signed in once with a verified email
// (that creates their row with it). The change is the Worker's own query (setRoleByEmail, bound
// parameters) run through a D1 binding from wrangler: the local state `npm start` uses
// (STATE_DIR), or the remote database.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { D1Database } from "@cloudflare/workers-types";
import * as wrangler from "wrangler";

import { database } from "../worker/db/client";
import { SYSTEM_ACTORS } from "../worker/db/audit";
import { setRoleByEmail } from "../worker/db/team";
import { isRole, ROLES } from "../worker/shared/roles";
import { OFFLINE_ENV } from "./run";
import { DEFAULT_STATE_DIR } from "./site";

const args = process.argv.slice(2);
const roleArg = args.indexOf("--role");
const role = roleArg >= 0 ? args[roleArg + 1] : "owner";
const [action, email] = args.filter((arg, index) => !arg.startsWith("--") && !(roleArg >= 0 && index === roleArg + 1));
const remote = args.includes("--remote");
const stateDir = process.env.STATE_DIR ?? DEFAULT_STATE_DIR;

if ((action !== "grant" && action !== "revoke") || !email || !/^[^\s@]+@[^\s@]+$/.test(email) || !isRole(role)) {
  console.error(`Usage: npm run admin -- grant|revoke <email> [--role ${Object.keys(ROLES).join("|")}] [--remote]`);
  process.exit(2);
}

/** The part of wrangler.toml read here (wrangler's own type for it is not in its published types). */
interface RawConfig {
  name?: string;
  compatibility_date?: string;
  d1_databases?: { binding: string }[];
}
const readRawConfig = wrangler.experimental_readRawConfig as unknown as (args: { config: string }) => { rawConfig: RawConfig };

/** A configuration with only the D1 binding of wrangler.toml, marked remote when asked. */
function d1OnlyConfig(): string {
  const { rawConfig } = readRawConfig({ config: "wrangler.toml" });
  const binding = rawConfig.d1_databases?.find((db) => db.binding === "DB");
  if (!binding) throw new Error("wrangler.toml has no D1 binding named DB");
  const dir = ".wrangler/admin-script";
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "wrangler.json");
  const config = { name: rawConfig.name, compatibility_date: rawConfig.compatibility_date, d1_databases: [{ ...binding, remote }] };
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

if (!remote) Object.assign(process.env, OFFLINE_ENV);
const proxy = await wrangler.getPlatformProxy<{ DB: D1Database }>({
  configPath: d1OnlyConfig(),
  envFiles: [],
  // wrangler dev --persist-to=<dir> keeps its data in <dir>/v3.
  persist: { path: join(stateDir, "v3") },
  remoteBindings: remote,
});
try {
  const granted = action === "grant" ? role : null;
  const changed = await setRoleByEmail(database(proxy.env), email, granted, SYSTEM_ACTORS.commandLine);
  const where = remote ? "remote" : `local, ${stateDir}`;
  if (changed === 0) {
    console.error(
      `No change for ${email} (${where}): they must have signed in once with an email the provider has verified, and the last Owner stays an Owner.`,
    );
    process.exitCode = 1;
  } else {
    console.log(granted ? `${email} is now ${ROLES[granted].name} (${where}).` : `${email} is off the team (${where}).`);
  }
} finally {
  await proxy.dispose();
}
