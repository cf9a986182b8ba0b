import { spawn } from "node:child_process";
const port = 4818;
const child = spawn(process.execPath, ["build/app-server/index.js"], { env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "/tmp/nojs-data", LOG_LEVEL: "warn" }, stdio: "ignore" });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 300)); }
for (const path of process.argv.slice(2)) {
  for (let i = 0; i < 2; i++) {
    const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    const m = [...html.matchAll(/<(div|template)[^>]*(hidden|id="[BS]:\d+")[^>]*>/g)].map((x) => x[0]).slice(0, 6);
    console.log(path, i, html.length, JSON.stringify(m), html.includes("<!--$?-->"), html.includes("$RC"));
  }
}
child.kill();
