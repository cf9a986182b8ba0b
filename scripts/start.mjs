// npm start: builds when the sources are newer than the build, then runs the
// production server in this same process (so stopping this process stops the server).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "build", ".built-at");
const entry = path.join(root, "build", "app-server", "index.js");
const SOURCES = [
  "app",
  "server",
  "scripts/seed",
  "public",
  "package.json",
  "vite.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(entry) || !fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

process.env.NODE_ENV ??= "production";

if (needsBuild()) {
  console.log("Compilando a aplicação (primeira execução ou código alterado)...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("A compilação falhou; veja as mensagens acima.");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, new Date().toISOString());
}

await import(pathToFileURL(entry).href);
