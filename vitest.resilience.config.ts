import { defineConfig } from "vitest/config";

// Fault and load survival (tests/resilience) against the production build:
// SIGKILL during checkouts (PGlite and PostgreSQL), a PostgreSQL restart,
// SIGTERM draining, SMTP and webhook failures, and a load run.
// `npm run test:resilience -- --full` (or LOAD_SECONDS=60) runs the full 60 s load;
// CI runs 15 s. One file at a time: they kill servers and restart PostgreSQL.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    globalSetup: ["tests/support/scratch.ts", "tests/security/support/ensure-build.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
