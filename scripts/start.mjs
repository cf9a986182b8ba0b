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

/** A PUBLIC_URL only this machine can open (the same rule as isLoopbackUrl in app/config.server.ts). */
function isLoopback(url) {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(host) || host === "[::1]";
  } catch {
    return false; // the server itself reports a bad PUBLIC_URL
  }
}

// The README's demo (`npm install && npm start`: embedded database, no Stripe,
// no public address) asks for demo payments, so the test card works; a shop set
// up for customers (DATABASE_URL, Stripe, a public PUBLIC_URL) or an operator
// who chose (DEMO_PAYMENTS set either way) never gets them from here (decision 022).
const demo =
  process.env.DEMO_PAYMENTS === undefined &&
  !process.env.DATABASE_URL &&
  !process.env.STRIPE_SECRET_KEY &&
  (!process.env.PUBLIC_URL || isLoopback(process.env.PUBLIC_URL));
if (demo) {
  process.env.DEMO_PAYMENTS = "true";
  console.log(
    "Loja de demonstração: DEMO_PAYMENTS=true (cartão de teste e boleto simulado, nenhum valor é cobrado). Numa loja de verdade, defina DEMO_PAYMENTS=false ou configure a Stripe.",
  );
}

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
