// Builds the Hono entry (server/index.ts) into build/app-server; the React Router
// build is loaded by it at run time, so dependencies stay external.
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "server/index.ts",
    outDir: "build/app-server",
    target: "node20",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "index.js" } },
  },
});
