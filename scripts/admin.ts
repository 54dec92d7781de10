// Grants or revokes admin for an email, in the local database or (with --remote) the deployed one:
//   npm run admin -- grant someone@example.com [--remote]
//   npm run admin -- revoke someone@example.com [--remote]
// Admin rights are read from D1 on every admin request, so the change takes effect at once.
// The user must have signed in once (that creates their row).
import { run } from "./run";

const [action, email] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const target = process.argv.includes("--remote") ? "--remote" : "--local";

if ((action !== "grant" && action !== "revoke") || !email || !/^[^\s@']+@[^\s@']+$/.test(email)) {
  console.error("Usage: npm run admin -- grant|revoke <email> [--remote]");
  process.exit(2);
}

const isAdmin = action === "grant" ? 1 : 0;
const sql = `UPDATE users SET is_admin = ${isAdmin}, updated_at = cast(unixepoch('subsec') * 1000 as integer) WHERE lower(email) = lower('${email}'); SELECT email, is_admin FROM users WHERE lower(email) = lower('${email}');`;
await run("wrangler", ["d1", "execute", "DB", target, "--command", sql]);
console.log(
  `${action === "grant" ? "Granted" : "Revoked"} admin for ${email} (${target.slice(2)}). No row above means that user has not signed in yet.`,
);
