import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirectoryLock, DataDirLockedError } from "./lock.server";

describe("data directory lock", () => {
  it("refuses a second holder while the first is alive, and frees on release", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-lock-"));
    // A live process other than us holds it.
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), String(child.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDirectoryLock(dir)).toThrow(/já está em uso/);
    } finally {
      child.kill();
    }
  });

  it("takes over a stale lock left by a dead process", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-lock-"));
    fs.writeFileSync(path.join(dir, "server.lock"), "999999999");
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(lock.file, "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });
});

describe("data directory lock within one process", () => {
  it("refuses to open the same directory twice", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-lock-"));
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDirectoryLock(dir).release();
  });
});
