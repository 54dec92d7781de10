import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { shellChunk } from "./scripts/vite/shell-chunk";

/** The app's own plugins, shared with the prerender build (vite.prerender.config.ts). */
export const appPlugins = () => [
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
      build: { rolldownOptions: { output: { codeSplitting: { groups: [shell.group] } } } },
    },
  },
});
