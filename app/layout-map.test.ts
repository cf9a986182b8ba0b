// The README's layout block is the newcomer's map: it names every folder of
// app/ exactly once, and nothing that is not there (issue 29).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function foldersUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${dir}/${entry.name}`;
      return [`${folder}/`, ...foldersUnder(folder)];
    });
}

describe("the README's layout block", () => {
  it("lists every folder of app/ once and no other", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## How the code is laid out"));
    const block = section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3));
    const listed = block
      .split("\n")
      .map((line) => line.split(/\s+/)[0] ?? "")
      .filter((name) => name.startsWith("app/") && name.endsWith("/") && name !== "app/");
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(foldersUnder("app").sort());
  });
});
