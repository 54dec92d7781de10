// The page shell in one file: every module the browser entry imports statically (React, the
// router, the header and footer, the route table) is loaded on every page anyway, so it ships
// as one chunk instead of thirty small ones. One file compresses better and is one request
// (docs/decisions/0004-page-weight.md). Lazily loaded route code keeps the automatic split.
import type { Plugin } from "vite";

/**
 * Entry files that re-export a whole icon or component set: following them would pull every
 * member into the shell. Their members stay with the automatic split, where tree-shaking
 * keeps only what is used.
 */
const BARRELS = [/[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, /[\\/]node_modules[\\/]radix-ui[\\/]/];

/**
 * Tiny helpers that screens of every kind share (marketing pages, blog, tools, dashboard): in
 * the shell they add a few hundred bytes to each page; on their own the bundler gives them a
 * file of their own, one more request for the pages that use them.
 */
const SHARED_HELPERS = [/[\\/]web[\\/]lib[\\/]plural\.ts$/];

/**
 * The page's first script's own helpers (web/boot.ts): Vite's preload helper, which the app's
 * lazy routes use too. Left to the shell, it would make the first script import the whole shell
 * before the page paints. The modules the first script imports, and theirs, are found in the graph.
 */
const FIRST_SCRIPT_HELPERS = [/vite\/preload-helper/];

interface Group {
  name: string;
  test: (id: string) => boolean;
  priority?: number;
}

export function shellChunk(): { plugin: Plugin; groups: Group[] } {
  const shell = new Set<string>();
  const firstScript = new Set<string>();
  const plugin: Plugin = {
    name: "harborlight:shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      shell.clear();
      firstScript.clear();
    },
    buildEnd() {
      // The page's first script (web/boot.ts) and everything it imports stay out, and so does the
      // app it loads later (web/main.tsx): the app awaits the first route's code, which imports
      // the shell, so the shell must not wait for the app.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const firstScripts = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      const apps = firstScripts.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const importedBy = (from: string[], into: Set<string>, skip: Set<string>) => {
        const pending = [...from];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (BARRELS.some((barrel) => barrel.test(id))) continue;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (into.has(imported) || skip.has(imported)) continue;
            into.add(imported);
            pending.push(imported);
          }
        }
      };
      importedBy(firstScripts, firstScript, new Set(firstScripts));
      importedBy(apps, shell, new Set([...firstScripts, ...firstScript, ...apps]));
    },
  };
  return {
    plugin,
    groups: [
      {
        name: "boot",
        test: (id) => (firstScript.has(id) && !id.endsWith(".css")) || FIRST_SCRIPT_HELPERS.some((helper) => helper.test(id)),
        priority: 1,
      },
      { name: "shell", test: (id) => shell.has(id) || SHARED_HELPERS.some((helper) => helper.test(id)) },
    ],
  };
}
