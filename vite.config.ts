import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // zod (and conform's zod adapter, which imports it) is bundled into the server build: its ~110 files
  // loaded one by one cost a start-up ~50 ms (issue 35).
  ssr: { noExternal: ["zod", "@conform-to/zod"] },
});
