import { fileURLToPath } from "node:url";

import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

import { iconSprite } from "./scripts/vite/icon-sprite.ts";
import { shellChunk } from "./scripts/vite/shell-chunk.ts";

/**
 * The year the build was made, for the footer's copyright (web/components/site-footer.tsx), and
 * the build's own identity, which changes with every build: the Worker keeps cached pages under
 * it (worker/html/built-files.ts), so no page rendered by an earlier Worker outlives a deploy.
 */
const buildStamp = (): Plugin => ({
  name: "build-stamp",
  config: () => ({
    define: {
      "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
      "import.meta.env.VITE_BUILD_ID": JSON.stringify(crypto.randomUUID().slice(0, 8)),
    },
  }),
});

/**
 * Radix's scroll lock adds its stylesheet through react-style-singleton as a <style> element,
 * which the site's CSP refuses: web/lib/style-singleton.ts adopts it as a constructed sheet.
 */
const styleSingletonUnderCsp = (): Plugin => ({
  name: "style-singleton-under-csp",
  config: () => ({
    resolve: { alias: { "react-style-singleton": fileURLToPath(new URL("./web/lib/style-singleton.ts", import.meta.url)) } },
  }),
});

/** The app's own plugins, shared with the prerender build (vite.prerender.config.ts). */
export const appPlugins = () => [
  buildStamp(),
  iconSprite(),
  styleSingletonUnderCsp(),
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    routesDirectory: "./web/routes",
    generatedRouteTree: "./web/routeTree.gen.ts",
  }),
  react(),
];

const shell = shellChunk();

export default defineConfig({
  plugins: [...appPlugins(), tailwindcss(), cloudflare(), shell.plugin],
  build: { sourcemap: false },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: shell.groups } } } },
    },
  },
});
