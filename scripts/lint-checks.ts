// What `npm run lint` checks, each a command from node_modules/.bin: `scripts/lint.ts` runs them in
// this order, and `npm test` runs them in the same order beside its tests (scripts/test.ts).

export interface Check {
  name: string;
  command: string;
  args: string[];
}

const ESLINT: Check = { name: "ESLint", command: "eslint", args: ["."] };
const FORMATTING: Check = { name: "Formatting", command: "prettier", args: ["--check", "."] };
const UNUSED_CODE: Check = { name: "Unused code", command: "knip", args: [] };
const IMPORT_RULES: Check = {
  name: "Import rules",
  command: "depcruise",
  args: ["worker", "web", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
};
const REPEATED_CODE: Check = { name: "Repeated code", command: "tsx", args: ["scripts/check-duplicates.ts"] };

export const LINT_CHECKS: readonly Check[] = [ESLINT, FORMATTING, UNUSED_CODE, IMPORT_RULES, REPEATED_CODE];
