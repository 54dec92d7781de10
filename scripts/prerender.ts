// After `vite build`: renders each static public screen's markup at build time into
// dist/client/_prerendered/, where the Worker finds it (worker/pages/render.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { headersFile } from "../worker/security/headers";
import { DYNAMIC_PAGE_PATHS, LINK_FRAME_SLOT, PRERENDER_DIR, PRERENDER_KEYS, prerenderKey, PUBLIC_PAGES } from "../worker/shared/pages";
import { run } from "./run";

await run("vite", ["build", "--config", "vite.prerender.config.ts", "--logLevel", "warn"]);
const { renderPath, renderFrame } = (await import(pathToFileURL("dist/prerender/prerender.js").href)) as {
  renderPath: (path: string) => Promise<string>;
  renderFrame: (slot: string) => Promise<string>;
};

const outDir = `dist/client${PRERENDER_DIR}`;
mkdirSync(outDir, { recursive: true });

const screens: [key: string, path: string][] = [
  // The blog, the calendar and each event's page are rendered per request from D1 (worker/pages/screens.ts).
  ...PUBLIC_PAGES.filter((page) => !DYNAMIC_PAGE_PATHS.includes(page.path)).map((page): [string, string] => [
    prerenderKey(page.path),
    page.path,
  ]),
  [PRERENDER_KEYS.notFound, "/__not-found__"],
];
for (const [key, path] of screens) {
  writeFileSync(`${outDir}/${key}.html`, await renderPath(path));
}
// The header and footer of the pages the Worker writes itself (/your-data, the owners' pages).
writeFileSync(`${outDir}/${PRERENDER_KEYS.linkFrame}.html`, await renderFrame(LINK_FRAME_SLOT));
console.log(`Prerendered ${screens.length} screens and the frame of the Worker's own pages into ${outDir}`);

// Static assets get the Worker's security headers from the platform's _headers file.
writeFileSync("dist/client/_headers", headersFile());
