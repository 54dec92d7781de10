// The browser tests' database (playwright.config.ts serves the site from it), written to directly
// to set up rows no form would make.
import { execFileSync } from "node:child_process";

const STATE_DIR = ".wrangler/e2e-state";

/** Runs SQL against the local D1 the site under test reads. */
export function sql(command: string) {
  execFileSync("wrangler", ["d1", "execute", "DB", "--local", `--persist-to=${STATE_DIR}`, "--command", command], { stdio: "pipe" });
}
