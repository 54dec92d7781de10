// `npm run lint`: every check of scripts/lint-checks.ts in turn; stops at the first that fails.
import { LINT_CHECKS } from "./lint-checks";
import { run } from "./run";

for (const { name, command, args } of LINT_CHECKS) {
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n${name} FAILED: ${(error as Error).message}`);
    process.exit(1);
  }
}
console.log("Lint passed.");
