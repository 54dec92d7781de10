// The build-time renderer of the static screens: a Node build of web/prerender.tsx that
// scripts/prerender.ts runs after the main build.
import { defineConfig } from "vite";

import { appPlugins } from "./vite.config.ts";

export default defineConfig({
  plugins: appPlugins(),
  build: {
    ssr: "web/prerender.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    sourcemap: false,
  },
});
