// The S3 driver against a minimal S3-compatible fake on loopback (path-style
// PUT/HEAD/GET with Range/DELETE), never the internet.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage.server";

interface Stored {
  body: Buffer;
  type: string;
}

function fakeS3() {
  const objects = new Map<string, Stored>();
  const requests: { method: string; path: string; range?: string }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const key = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? "", path: key, range: req.headers.range });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const found = objects.get(key);
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!found) {
        res.writeHead(404, { "Content-Type": "application/xml" });
        res.end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code><Message>não existe</Message></Error>");
      } else if (req.method === "HEAD") {
        res.writeHead(200, { "Content-Length": found.body.length, "Content-Type": found.type }).end();
      } else {
        const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
        if (match) {
          const [start, end] = [Number(match[1]), Number(match[2])];
          const part = found.body.subarray(start, end + 1);
          res.writeHead(206, {
            "Content-Length": part.length,
            "Content-Range": `bytes ${start}-${end}/${found.body.length}`,
            "Content-Type": found.type,
          });
          res.end(part);
        } else {
          res.writeHead(200, { "Content-Length": found.body.length, "Content-Type": found.type }).end(found.body);
        }
      }
    });
  });
  return { server, objects, requests };
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks).toString();
}

describe("S3 storage", () => {
  const fake = fakeS3();
  let storage: Storage;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    const { port } = fake.server.address() as AddressInfo;
    const config = loadConfig({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "lift-s3-")),
      NODE_ENV: "test",
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "lift-test",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "teste",
      S3_SECRET_ACCESS_KEY: "segredo",
    });
    expect(config.storage).toMatchObject({ driver: "s3", bucket: "lift-test", forcePathStyle: true, region: "us-east-1" });
    if (config.storage.driver !== "s3") throw new Error("driver");
    storage = createS3Storage(config.storage);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it("writes, reads (whole and by range) and deletes objects under the bucket", async () => {
    await storage.put("ebooks/files/livro.pdf", Buffer.from("%PDF-1.4 conteúdo"));
    expect(fake.objects.get("/lift-test/ebooks/files/livro.pdf")).toMatchObject({ type: "application/pdf" });
    await storage.put("products/foto.webp", Readable.from([Buffer.from("RIFF"), Buffer.from("....WEBP")]));
    expect(fake.objects.get("/lift-test/products/foto.webp")?.body.toString()).toBe("RIFF....WEBP");

    const object = await storage.get("ebooks/files/livro.pdf");
    expect(object).toMatchObject({ size: Buffer.byteLength("%PDF-1.4 conteúdo"), contentType: "application/pdf" });
    expect(await readAll(object!.stream())).toBe("%PDF-1.4 conteúdo");
    expect(await readAll(object!.stream({ start: 0, end: 3 }))).toBe("%PDF");
    expect(fake.requests.some((r) => r.method === "GET" && r.range === "bytes=0-3")).toBe(true);

    await storage.delete("ebooks/files/livro.pdf");
    expect(await storage.get("ebooks/files/livro.pdf")).toBeNull();
  });

  it("answers null for missing or invalid keys and refuses to write an invalid key", async () => {
    expect(await storage.get("covers/nao-existe.webp")).toBeNull();
    expect(await storage.get("../segredo")).toBeNull();
    await expect(storage.put("../fora.txt", Buffer.from("x"))).rejects.toThrow(/inválida/);
  });

  it("requires a bucket and both keys together", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-s3-"));
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET é obrigatório/);
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "x" })).toThrow(
      /devem ser informados juntos/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ driver: "local" });
  });
});
