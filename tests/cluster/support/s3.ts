// Shared object storage for the app processes: a local S3-compatible server
// (@20minutes/s3rver, files under a temporary directory, SigV4 signatures
// checked) on loopback, and the settings that point the apps' S3 driver at it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

export interface TestS3 {
  url: string;
  bucket: string;
  /** STORAGE_DRIVER=s3 and the S3_* settings for the apps. */
  env: Record<string, string>;
  /** Object keys stored so far (files under the bucket's folder). */
  keys(): string[];
  close(): Promise<void>;
}

// s3rver's own fixed credentials.
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

export async function startS3(bucket = "lift-cluster"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "lift-cluster-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    keys() {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.endsWith("._S3rver_metadata.json") && !e.name.endsWith("._S3rver_object.md5"))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).replace(/\._S3rver_object$/, ""));
    },
    async close() {
      // The apps' keep-alive sockets would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
