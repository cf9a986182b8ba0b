import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // No preload lists for dynamic imports: they are parts loaded when shown (decision 038), and inserting
  // a preload link per dependency cost a long task on a slow phone when the order form came on screen.
  build: { assetsInlineLimit: 0, modulePreload: false },
  // zod is bundled into the server build: its ~110 files loaded one by one cost a start-up ~50 ms (issue 35).
  // Not conform's adapters: they would bring their own copy of @conform-to/dom beside @conform-to/react's.
  ssr: { noExternal: ["zod"] },
});
