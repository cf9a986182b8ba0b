import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

/** The folder holding package.json, found from this module (source or build). */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "drizzle"))) {
      return (cached = dir);
    }
    dir = path.dirname(dir);
  }
  return (cached = process.cwd());
}
