import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // zod is bundled into the server build: its ~110 files loaded one by one cost a start-up ~50 ms (issue 35).
  // Not conform's adapters: they would bring their own copy of @conform-to/dom beside @conform-to/react's.
  ssr: { noExternal: ["zod"] },
});
