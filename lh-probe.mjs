import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"], logLevel: "silent" });
try {
  for (let i = 0; i < runs; i++) {
    const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = r.lhr.audits;
    console.log(`perf ${Math.round(r.lhr.categories.performance.score * 100)} TBT ${Math.round(a["total-blocking-time"].numericValue)} LCP ${Math.round(a["largest-contentful-paint"].numericValue)} FCP ${Math.round(a["first-contentful-paint"].numericValue)}`);
    for (const t of a["long-tasks"]?.details?.items ?? []) console.log(`   ${Math.round(t.startTime)} +${Math.round(t.duration)} ${t.url}`);
    if (i === runs - 1) {
      const fs = await import("node:fs");
      fs.writeFileSync("/tmp/x/lh-last.json", JSON.stringify(r.lhr));
    }
  }
} finally { await chrome.kill(); }
