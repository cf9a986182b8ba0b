// npm run test:cluster [-- --copy-build] [vitest options]: the shop behind nginx
// with two app processes, one PostgreSQL database (TEST_DATABASE_URL; the suite
// skips without it) and one S3-compatible bucket. CLUSTER_LOAD_SECONDS sets the
// load test's duration (default 30). `--copy-build` runs a copy of build/
// (taken under the build lock, /tmp/lift-build.lock) so that someone else
// rebuilding meanwhile changes nothing under the running processes; CI runs
// ./build as `npm test` just built it. Everything else goes to vitest.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const args = process.argv.slice(2);
const env = { ...process.env };
let copy;
if (args.includes("--copy-build")) {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "lift-cluster-root-"));
  // What the server reads from its project folder: package.json (how it finds the folder),
  // node_modules, the seed's assets, the migrations and the build.
  for (const entry of ["package.json", "node_modules", "scripts"]) fs.symlinkSync(path.join(root, entry), path.join(copy, entry));
  const copied = spawnSync(
    "flock",
    ["/tmp/lift-build.lock", "cp", "-a", path.join(root, "build"), path.join(root, "drizzle"), copy + path.sep],
    { stdio: "inherit" },
  );
  if (copied.status !== 0) {
    fs.rmSync(copy, { recursive: true, force: true });
    console.error("Não foi possível copiar build/ (rode `npm run build` antes).");
    process.exit(1);
  }
  env.CLUSTER_APP_ROOT = copy;
  console.log(`[cluster] build copiado para ${copy}`);
}
const rest = args.filter((a) => a !== "--copy-build");
const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "--config", "vitest.cluster.config.ts", ...rest], {
  cwd: root,
  stdio: "inherit",
  env,
});
if (copy) fs.rmSync(copy, { recursive: true, force: true });
process.exit(result.status ?? 1);
