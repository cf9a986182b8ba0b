import { defineConfig } from "vitest/config";

// The shop as it runs for real (tests/cluster): nginx (Debian's package) in
// front of two app processes of the production build, one PostgreSQL database
// (from TEST_DATABASE_URL; the suites skip without it) and one S3-compatible
// bucket. Load, kill -9, rolling restart, and state shared across processes.
// `npm run test:cluster` (tests/cluster/run.mjs); CLUSTER_LOAD_SECONDS=30 by
// default. One file at a time: each starts its own cluster and loads the machine.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    globalSetup: ["tests/support/scratch.ts", "tests/security/support/ensure-build.ts"],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
