// Grants or revokes admin for an email, in the local database or (with --remote) the deployed one:
//   npm run admin -- grant someone@example.com [--remote]
//   npm run admin -- revoke someone@example.com [--remote]
// Admin rights are read from D1 on every admin request, so the change takes effect at once.
// The user must have signed in once with a verified email (that creates their row with it).
// The change is the Worker's own query (setAdminByEmail, bound parameters) run through a D1
// binding from wrangler: the local state `npm start` uses (STATE_DIR), or the remote database.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { D1Database } from "@cloudflare/workers-types";
import * as wrangler from "wrangler";

import { database } from "../worker/db/client";
import { setAdminByEmail } from "../worker/db/users";
import { OFFLINE_ENV } from "./run";
import { DEFAULT_STATE_DIR } from "./site";

const [action, email] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const remote = process.argv.includes("--remote");
const stateDir = process.env.STATE_DIR ?? DEFAULT_STATE_DIR;

if ((action !== "grant" && action !== "revoke") || !email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error("Usage: npm run admin -- grant|revoke <email> [--remote]");
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
  const changed = await setAdminByEmail(database(proxy.env), email, action === "grant");
  const where = remote ? "remote" : `local, ${stateDir}`;
  if (changed === 0) {
    console.error(`No user has the email ${email} (${where}): they must sign in once, with an email the provider has verified.`);
    process.exitCode = 1;
  } else {
    console.log(`${action === "grant" ? "Granted" : "Revoked"} admin for ${email} (${where}).`);
  }
} finally {
  await proxy.dispose();
}
