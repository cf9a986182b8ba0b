// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { execFileSync } from "node:child_process";
import { type Browser, chromium } from "playwright-core";

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
}

/** `extraArgs`: more Chromium switches (e.g. "--lang=en-US" for a browser in another language). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}
