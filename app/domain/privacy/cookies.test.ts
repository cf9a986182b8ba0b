import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STORAGE_INVENTORY } from "./cookies";

const ROOT = join(__dirname, "../../..");

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Cookie and storage names as the code defines them: named constants, createCookie("…"), "name=" in Set-Cookie strings. */
function namesInCode(): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /const\s+[A-Z_]*(?:COOKIE|STORAGE_KEY|NONCE_KEY|COOKIE_NAME)\s*=\s*["'`]([^"'`]+)["'`]/g,
    /createCookie\(\s*["'`]([^"'`$]+)["'`]/g,
    /(?:localStorage|sessionStorage)\.(?:getItem|setItem|removeItem)\(\s*["'`]([^"'`$]+)["'`]/g,
    /["'`]([a-z][\w:-]*)=["'`$]?\s*[,;+]?\s*[^"'`]*(?:Path=|Max-Age=|HttpOnly)/g,
  ];
  for (const file of [...sources(join(ROOT, "app")), ...sources(join(ROOT, "server"))]) {
    if (file.endsWith(join("privacy", "cookies.ts"))) continue;
    const text = readFileSync(file, "utf8");
    for (const re of patterns) for (const m of text.matchAll(re)) names.add(m[1]!);
  }
  return names;
}

describe("cookie and storage inventory", () => {
  const listed = new Set(STORAGE_INVENTORY.map((e) => e.name));

  it("lists every cookie and storage key the code sets", () => {
    const found = namesInCode();
    expect(found).toContain("lift_privacidade");
    expect(found).toContain("lift_session");
    const missing = [...found].filter((name) => !listed.has(name) && !listed.has(name.replace(/^__Host-/, "")));
    expect(missing).toEqual([]);
  });

  it("lists the privacy portal cookie as essential", () => {
    expect(STORAGE_INVENTORY.find((e) => e.name === "lift_privacidade")).toMatchObject({ kind: "cookie", essential: true });
  });
});
