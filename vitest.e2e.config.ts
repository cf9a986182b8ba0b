import { defineConfig } from "vitest/config";

// End-to-end tests: a production build served by `node build/app-server/index.js`, driven by Chromium.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    // `npm test` builds once before the end-to-end, security and resilience suites; alone, build when missing.
    globalSetup: ["tests/support/scratch.ts", "tests/security/support/ensure-build.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
