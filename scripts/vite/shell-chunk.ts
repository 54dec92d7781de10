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

export function shellChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "harborlight:shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      shell.clear();
    },
    buildEnd() {
      // The page's own scripts (web/main.tsx) stay out: the boot script awaits the first
      // route's code, which imports the shell, so the shell must not wait for the boot script.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const bootScripts = new Set(entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
      const pending = [...bootScripts];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (BARRELS.some((barrel) => barrel.test(id))) continue;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (shell.has(imported) || bootScripts.has(imported)) continue;
          shell.add(imported);
          pending.push(imported);
        }
      }
    },
  };
  return { plugin, group: { name: "shell", test: (id) => shell.has(id) || SHARED_HELPERS.some((helper) => helper.test(id)) } };
}
