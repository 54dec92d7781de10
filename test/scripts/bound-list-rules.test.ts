// `npm run lint` refuses SQL whose bound values grow with the data (R24): `inArray` over an array,
// a multi-row INSERT and a batch built from a list, anywhere in the Worker but the helper that
// binds lists as one JSON text. Linted as `npm run lint` lints them, with the project's config.
import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for this text, placed as a file of the Worker's database code. */
async function rulesBroken(code: string, file = "worker/db/events.ts"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId?.startsWith("no-restricted")).map((message) => message.ruleId!);
}

const HEADER = `import { inArray, sql } from "drizzle-orm";
import { communityEvents } from "./schema";
import type { Database } from "./client";
`;

// ESLint with type information starts slowly on a busy machine.
describe("the rule against lists that bind a value per item", { timeout: 60_000 }, () => {
  it.each([
    [
      "inArray from drizzle-orm",
      `${HEADER}export const f = (ids: number[]) => inArray(communityEvents.id, ids) ?? sql\`\`;`,
      ["no-restricted-imports"],
    ],
    [
      "a multi-row INSERT from a list",
      `${HEADER}export const f = (db: Database, titles: string[]) => [inArray, sql, db.insert(communityEvents).values(titles.map((title) => ({ title })))];`,
      ["no-restricted-imports", "no-restricted-syntax"],
    ],
    [
      "a batch built from a list",
      `${HEADER}export const f = (db: Database, ids: number[]) => [inArray, sql, db.batch([...ids.map((id) => db.delete(communityEvents).where(sql\`id = \${id}\`))])];`,
      ["no-restricted-imports", "no-restricted-syntax"],
    ],
  ])("refuses %s", async (_name, code, rules) => {
    expect(await rulesBroken(code)).toEqual(rules);
  });

  it("allows them in the helper that binds a list as one JSON text, and allows the helper everywhere", async () => {
    expect(
      await rulesBroken(
        `${HEADER}export const f = (ids: number[]) => inArray(communityEvents.id, ids) ?? sql\`\`;`,
        "worker/db/bound-lists.ts",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(`import { inList } from "./bound-lists";
import { communityEvents } from "./schema";
export const f = (ids: number[]) => inList(communityEvents.id, ids);
`),
    ).toEqual([]);
  });
});
