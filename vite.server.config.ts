// Builds the Hono entry (server/index.ts) into build/app-server; the React Router
// build is loaded by it at run time, so dependencies stay external.
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Bundled, not loaded file by file at start-up (~50 files each; issue 35): zod as in vite.config.ts,
  // and Hono, which only this entry uses (no object of it crosses into the React Router build).
  ssr: { noExternal: ["zod", "hono", "@hono/node-server"] },
  build: {
    ssr: "server/index.ts",
    outDir: "build/app-server",
    target: "node20",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "index.js" } },
  },
});
