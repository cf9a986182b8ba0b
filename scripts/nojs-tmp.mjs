import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
const port = 4817;
const child = spawn(process.execPath, ["build/app-server/index.js"], { env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "/tmp/nojs-data", LOG_LEVEL: "warn" }, stdio: "inherit" });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 300)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const path of [process.argv[2] ?? "/plano-emagrecimento"]) {
  await page.goto(`http://127.0.0.1:${port}${path}`);
  const info = await page.evaluate(() => { const el = document.querySelector('[name="fullName"]'); if (!el) return "no input"; const chain = []; for (let e = el; e; e = e.parentElement) { const cs = getComputedStyle(e); if (cs.display === "none" || cs.visibility === "hidden" || e.hidden) chain.push(e.tagName + "#" + e.id + "." + e.className.toString().slice(0, 60) + " hidden=" + e.hidden + " display=" + cs.display); } return chain; });
  console.log(path, JSON.stringify(info));
}
await browser.close(); child.kill();
