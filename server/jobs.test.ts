// Every job file of the app is on the server's list, once, with a unique name:
// a job declared but not listed would be written and never run.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jobDefinitions } from "./jobs";

const root = path.resolve(import.meta.dirname, "..");

function jobFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jobFiles(rel);
    return entry.name.endsWith(".job.server.ts") ? [rel] : [];
  });
}

describe("the server's jobs", () => {
  it("lists every *.job.server.ts of app/, each exported definition once, names unique", async () => {
    const declared = [];
    for (const file of jobFiles("app")) {
      const module = (await import(path.join(root, file))) as Record<string, unknown>;
      declared.push(...Object.values(module));
    }
    expect(declared.length).toBeGreaterThan(0);
    expect([...jobDefinitions].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      (declared as typeof jobDefinitions).slice().sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(new Set(jobDefinitions.map((j) => j.name)).size).toBe(jobDefinitions.length);
  });
});
