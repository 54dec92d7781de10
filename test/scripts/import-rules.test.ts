// `npm run lint` keeps the house's import rules (.dependency-cruiser.cjs): run on a small tree
// that breaks each of them, the same rules name every break, and pass the same tree mended.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";

const root = path.resolve(import.meta.dirname, "../..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const config = path.join(root, ".dependency-cruiser.cjs");
const trees: string[] = [];

/** A throwaway checkout holding just these files (and a tsconfig), the rules' paths as in the project. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  trees.push(dir);
  const all = { "tsconfig.json": JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler" } }), ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const report = z.object({
  summary: z.object({ violations: z.array(z.object({ from: z.string(), to: z.string(), rule: z.object({ name: z.string() }) })) }),
});

/** The rule broken by each import, as `rule: from -> to`. */
function violations(dir: string): string[] {
  let output: string;
  try {
    output = execFileSync(depcruise, ["worker", "web", "--config", config, "--output-type", "json"], { cwd: dir, encoding: "utf8" });
  } catch (error) {
    // depcruise exits non-zero when a rule is broken; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return report
    .parse(JSON.parse(output))
    .summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`)
    .sort();
}

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

describe("the import rules npm run lint checks", () => {
  it("name a statement file importing a feature, a cycle through types, shared importing out, and the app importing the Worker", () => {
    const dir = tree({
      "worker/db/registrations.ts": 'import { distance } from "../registry/distance";\nexport const near = distance;\n',
      "worker/registry/distance.ts": "export const distance = 1;\n",
      "worker/outbox/compose.ts": 'import type { Wording } from "./wording";\nexport type Message = { wording: Wording };\n',
      "worker/outbox/wording.ts": 'import type { Message } from "./compose";\nexport type Wording = { message?: Message };\n',
      "worker/shared/dates.ts": 'import { near } from "../db/registrations";\nexport const days = near;\n',
      "web/screen.ts": 'import { distance } from "../worker/registry/distance";\nexport const shown = distance;\n',
    });
    expect(violations(dir)).toEqual([
      "db-imports-no-feature: worker/db/registrations.ts -> worker/registry/distance.ts",
      "no-cycles: worker/outbox/compose.ts -> worker/outbox/wording.ts",
      "shared-imports-only-shared: worker/shared/dates.ts -> worker/db/registrations.ts",
      "web-imports-only-shared: web/screen.ts -> worker/registry/distance.ts",
    ]);
  }, 60_000);

  it("let statements use shared rules, features use statements, and the app use shared code and the API's type", () => {
    const dir = tree({
      "worker/shared/distance.ts": "export const distance = 1;\n",
      "worker/db/registrations.ts": 'import { distance } from "../shared/distance";\nexport const near = distance;\n',
      "worker/registry/incidents.ts": 'import { near } from "../db/registrations";\nexport const around = near;\n',
      "worker/app.ts": 'import { around } from "./registry/incidents";\nexport type AppType = typeof around;\n',
      "web/screen.ts":
        'import type { AppType } from "../worker/app";\nimport { distance } from "../worker/shared/distance";\nexport const shown: AppType = distance;\n',
    });
    expect(violations(dir)).toEqual([]);
  }, 60_000);
});
