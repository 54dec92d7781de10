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
      "concepts-meet-through-their-entry: worker/db/registrations.ts -> worker/registry/distance.ts",
      "db-imports-no-feature: worker/db/registrations.ts -> worker/registry/distance.ts",
      "no-cycles: worker/outbox/compose.ts -> worker/outbox/wording.ts",
      "platform-imports-no-feature: worker/db/registrations.ts -> worker/registry/distance.ts",
      "shared-imports-only-shared: worker/shared/dates.ts -> worker/db/registrations.ts",
      "web-imports-only-shared: web/screen.ts -> worker/registry/distance.ts",
    ]);
  }, 60_000);

  it("name an import up a layer: a concept's internals from outside, a concept using the pages, the outbox, middleware or security using a concept, an entry file imported back, the app's folders upside down", () => {
    const dir = tree({
      "worker/registry/incidents.ts": "export const around = 1;\n",
      "worker/app.ts": 'import { around } from "./registry/incidents";\nexport type AppType = typeof around;\n',
      "worker/pages/render.ts": "export const render = 1;\n",
      "worker/posts/pages.ts": 'import { render } from "../pages/render";\nexport const postPage = render;\n',
      "worker/posts/index.ts": 'export { postPage } from "./pages";\n',
      "worker/middleware/cookies.ts": 'import { postPage } from "../posts";\nexport const cookie = postPage;\n',
      "worker/outbox/sweep.ts": 'import { postPage } from "../posts";\nexport const sweep = postPage;\n',
      "worker/events/routes.ts": 'import type { AppType } from "../app";\nexport const routes: AppType = 1;\n',
      "web/components/toast.ts": "export const toast = 1;\n",
      "web/lib/submit.ts": 'import { toast } from "../components/toast";\nexport const submit = toast;\n',
    });
    expect(violations(dir)).toEqual([
      "concepts-meet-through-their-entry: worker/app.ts -> worker/registry/incidents.ts",
      "entry-files-on-top: worker/events/routes.ts -> worker/app.ts",
      "middleware-and-security-import-no-feature: worker/middleware/cookies.ts -> worker/posts/index.ts",
      "outbox-imports-no-feature: worker/outbox/sweep.ts -> worker/posts/index.ts",
      "pages-above-concepts: worker/posts/pages.ts -> worker/pages/render.ts",
      "platform-imports-no-feature: worker/middleware/cookies.ts -> worker/posts/index.ts",
      "web-layers: web/lib/submit.ts -> web/components/toast.ts",
    ]);
  }, 60_000);

  it("let statements use shared rules, concepts use statements through their entry, the pages use the concepts, and the app use shared code and the API's type", () => {
    const dir = tree({
      "worker/shared/distance.ts": "export const distance = 1;\n",
      "worker/db/registrations.ts": 'import { distance } from "../shared/distance";\nexport const near = distance;\n',
      "worker/registry/incidents.ts": 'import { near } from "../db/registrations";\nexport const around = near;\n',
      "worker/registry/index.ts": 'export { around } from "./incidents";\n',
      "worker/outbox/sweep.ts": 'import { near } from "../db/registrations";\nexport const sweep = near;\n',
      "worker/outbox/index.ts": 'export { sweep } from "./sweep";\n',
      "worker/posts/routes.ts": 'import { sweep } from "../outbox";\nexport const routes = sweep;\n',
      "worker/posts/index.ts": 'export { routes } from "./routes";\n',
      "worker/pages/serve.ts": 'import { routes } from "../posts";\nexport const serve = routes;\n',
      "worker/app.ts":
        'import { around } from "./registry";\nimport { serve } from "./pages/serve";\nexport type AppType = typeof around | typeof serve;\n',
      "web/lib/submit.ts": "export const submit = 1;\n",
      "web/components/form.ts": 'import { submit } from "../lib/submit";\nexport const form = submit;\n',
      "web/screen.ts":
        'import type { AppType } from "../worker/app";\nimport { distance } from "../worker/shared/distance";\nexport const shown: AppType = distance;\n',
    });
    expect(violations(dir)).toEqual([]);
  }, 60_000);
});
