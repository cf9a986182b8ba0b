import { defineConfig } from "vitest/config";

// The deploy recipe (tests/deploy): deploy/ parsed and checked against the code
// (compose services and variables, nginx, Dockerfile; `nginx -t` when nginx is
// installed), and the backup recipe tested for real: orders placed on the
// production build, deploy/backup/backup.sh, restore.sh into a fresh database,
// the shop started on it. The restore needs TEST_DATABASE_URL and pg_dump 15
// (skipped with a message otherwise).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    globalSetup: ["tests/support/scratch.ts", "tests/security/support/ensure-build.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
