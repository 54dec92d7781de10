// The build-time renderer of the static screens: a Node build of web/prerender.tsx that
// scripts/prerender.ts runs after the main build.
import { defineConfig } from "vite";

import { appPlugins } from "./vite.config.ts";

export default defineConfig({
  plugins: appPlugins(),
  // Bundled, not loaded from node_modules as they are, so its icons are the sprite's (scripts/vite/icon-sprite.ts).
  ssr: { noExternal: ["lucide-react"] },
  build: {
    ssr: "web/prerender.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    sourcemap: false,
  },
});
