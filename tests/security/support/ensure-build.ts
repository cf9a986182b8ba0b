// Global setup of the suites that run the production build (end-to-end,
// security, resilience): `npm test` builds once before them; run on their own
// (`npm run test:security`) they build first when there is no build yet.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

export default function ensureBuild() {
  const entry = path.join(ROOT, "build", "app-server", "index.js");
  if (fs.existsSync(entry) && fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) return;
  console.log("Sem build de produção: rodando `npm run build` (uma vez)...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("npm run build falhou; veja as mensagens acima.");
}
