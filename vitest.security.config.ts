import { defineConfig } from "vitest/config";

// Security suites (tests/security): headers, CSRF, the authorisation matrix,
// hostile-input fuzzing, rate limits and logs, all against the production
// build (`npm run build` first; built here when missing). Suites that need
// PostgreSQL skip with a message when TEST_DATABASE_URL is absent.
// FUZZ_RUNS sets the fast-check runs per endpoint (default 40).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/security/**/*.test.ts"],
    globalSetup: ["tests/support/scratch.ts", "tests/security/support/ensure-build.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
