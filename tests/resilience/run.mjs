// npm run test:resilience [-- --full] [vitest options]: `--full` runs the load
// test for 60 s (LOAD_SECONDS=60) instead of CI's 15 s; everything else goes to vitest.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const args = process.argv.slice(2);
const env = { ...process.env };
if (args.includes("--full")) env.LOAD_SECONDS ??= "60";
const rest = args.filter((a) => a !== "--full");
const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "--config", "vitest.resilience.config.ts", ...rest], {
  cwd: root,
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
