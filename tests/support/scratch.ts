// Global setup of every suite: the run's temporary files (data directories, uploads, certificates,
// Chromium profiles, nginx prefixes) go under one folder of the system's temp folder, removed when
// the run ends, pass or fail. Without it each run left ~4 GB of server data directories behind,
// and a machine that runs the suites all day ran out of disk mid-suite (ENOSPC).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function scratch() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lift-run-"));
  // nginx's workers (another user when the tests run as root) must reach the client_body/ folders
  // the proxy suites make under it, as they did under /tmp.
  fs.chmodSync(root, 0o755);
  const previous = process.env.TMPDIR;
  // os.tmpdir() reads TMPDIR on each call, and Vitest starts its workers with this process's
  // environment after the global setups have run: every mkdtemp of the run lands under `root`.
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    // Servers that a failed test could not stop still hold files: retry rather than leave the folder.
    fs.rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
