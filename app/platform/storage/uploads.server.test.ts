import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fileTooLargeMessage, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";
import { createLocalStorage } from "./storage.server";
import { responsiveSources } from "~/platform/storage/responsive-image";
import {
  deleteObjects,
  detectFileType,
  isFilePresent,
  keyFromPublicUrl,
  limitRequestBody,
  prepareUpload,
  readAtMost,
  storeUpload,
} from "./uploads.server";

const MB = 1024 * 1024;

const EXE_BYTES = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"), Buffer.alloc(500, 1)]);
const SVG_WITH_SCRIPT = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`;
const TINY_PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

async function pngWithExif(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "segredo-no-exif", ImageDescription: "GPS aqui" } } })
    .toBuffer();
}

function file(bytes: Buffer | string, name: string, type: string): File {
  return new File([typeof bytes === "string" ? Buffer.from(bytes) : new Uint8Array(bytes)], name, { type });
}

describe("uploads", () => {
  it("recognises files by their first bytes only", async () => {
    expect(detectFileType(Buffer.from(TINY_PDF))).toBe("pdf");
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpeg");
    expect(detectFileType(await pngWithExif())).toBe("png");
    expect(
      detectFileType(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(detectFileType(Buffer.from("GIF89a\x01\x00", "latin1"))).toBe("gif");
    expect(detectFileType(Buffer.from("\x00\x00\x00\x1cftypavif\x00\x00", "latin1"))).toBe("avif");
    expect(detectFileType(Buffer.from(SVG_WITH_SCRIPT))).toBeNull();
    expect(detectFileType(EXE_BYTES)).toBeNull();
    expect(detectFileType(Buffer.from("RIFF\x00\x00\x00\x00WAVE", "latin1"))).toBeNull();
  });

  it("refuses an executable renamed to .pdf with the spec's PDF message", async () => {
    const result = await prepareUpload(file(EXE_BYTES, "livro.pdf", "application/pdf"), "ebook-pdf");
    expect(result).toEqual({ ok: false, reason: "wrong_type", message: "O arquivo do e-book deve estar no formato PDF." });
  });

  it("refuses an 11 MB file with the spec's size message, without reading past the limit", async () => {
    const big = Buffer.alloc(11 * MB, 0x20);
    big.write("%PDF-1.4", 0);
    const result = await prepareUpload(file(big, "grande.pdf", "application/pdf"), "ebook-pdf");
    expect(result).toEqual({
      ok: false,
      reason: "too_large",
      message: "O tamanho do arquivo excede o limite de 10MB para o e-book",
    });
    expect(fileTooLargeMessage("ebook-cover")).toBe("O tamanho do arquivo excede o limite de 10MB para a capa");

    // A stream that lies about its size is cut off while it is read.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += MB;
        controller.enqueue(new Uint8Array(MB));
      },
    });
    expect(await readAtMost(endless, MAX_UPLOAD_BYTES)).toBeNull();
    expect(pulled).toBeLessThanOrEqual(12 * MB);
  });

  it("refuses an SVG with a script (even named .png) with the spec's image message", async () => {
    const cover = await prepareUpload(file(SVG_WITH_SCRIPT, "capa.png", "image/png"), "ebook-cover");
    expect(cover).toEqual({ ok: false, reason: "wrong_type", message: "O arquivo de capa deve ser uma imagem." });
    const product = await prepareUpload(file(SVG_WITH_SCRIPT, "foto.svg", "image/svg+xml"), "product-image");
    expect(product).toMatchObject({ ok: false, message: UPLOAD_MESSAGES.imageType });
    // A PDF is not an image either, and a PNG header over garbage does not decode.
    expect(await prepareUpload(file(TINY_PDF, "capa.jpg", "image/jpeg"), "blog-cover")).toMatchObject({
      ok: false,
      reason: "wrong_type",
    });
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    expect(await prepareUpload(file(fake, "x.png", "image/png"), "recipe-image")).toMatchObject({
      ok: false,
      reason: "wrong_type",
    });
  });

  it("re-encodes images to WebP without their metadata and records their size", async () => {
    const result = await prepareUpload(file(await pngWithExif(40, 30), "foto.png", "image/png"), "product-image");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.upload).toMatchObject({ extension: "webp", contentType: "image/webp", width: 40, height: 30 });
    const meta = await sharp(result.upload.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(result.upload.bytes.includes(Buffer.from("segredo-no-exif"))).toBe(false);

    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lift-uploads-"));
    const storage = createLocalStorage(root);
    const stored = await storeUpload(storage, result.upload);
    expect(stored.key).toMatch(/^products\/[0-9a-f-]{36}-40x30-r\.webp$/);
    expect(stored.url).toBe(`/files/${stored.key}`);
    expect((await storage.get(stored.key))?.contentType).toBe("image/webp");
  });

  it("stores AVIF and WebP copies at the srcset widths next to a large image, and deletes them with it", async () => {
    const big = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const result = await prepareUpload(file(big, "grande.png", "image/png"), "product-image");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lift-uploads-")));
    const stored = await storeUpload(storage, result.upload);
    const sources = responsiveSources(stored.url)!;
    expect(sources).toMatchObject({ width: 700, height: 350 });
    const urls = [...sources.avifSrcSet.split(", "), ...sources.webpSrcSet.split(", ")].map((entry) => entry.split(" ")[0]!);
    expect(urls).toHaveLength(6); // 320, 640 and 700 wide, in AVIF and WebP
    for (const url of urls) {
      const object = await storage.get(keyFromPublicUrl(url)!);
      expect(object, url).not.toBeNull();
      const meta = await sharp(Buffer.concat(await object!.stream().toArray())).metadata();
      expect(meta.format).toBe(url.endsWith(".avif") ? "heif" : "webp");
      expect(meta.width).toBe(Number(/(\d+)w\.(?:avif|webp)$/.exec(url)?.[1] ?? 700));
    }
    await deleteObjects({ storage, logger: { warn: () => {} } }, [stored.key]);
    for (const url of urls) expect(await storage.get(keyFromPublicUrl(url)!)).toBeNull();
  });

  it("keeps PDFs as they are, under the private prefix with a random name", async () => {
    const result = await prepareUpload(file(TINY_PDF, "meu livro.pdf", "application/octet-stream"), "ebook-pdf");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lift-uploads-")));
    const stored = await storeUpload(storage, result.upload);
    expect(stored.key).toMatch(/^ebooks\/files\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.url).toBeNull();
  });

  it("caps the request body before parsing it", async () => {
    const declared = new Request("http://localhost/admin/ebooks", {
      method: "POST",
      headers: { "Content-Length": String(22 * MB) },
      body: "x",
    });
    expect(limitRequestBody(declared, "grande")).toEqual({ ok: false, status: 413, message: "grande" });
    const bad = new Request("http://localhost/", { method: "POST", headers: { "Content-Length": "abc" }, body: "x" });
    expect(limitRequestBody(bad, "grande")).toMatchObject({ ok: false, status: 411 });

    // Without a length (chunked), the body fails as soon as it passes the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(1000));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/", { method: "POST", body: chunks, duplex: "half" } as RequestInit);
    const limited = limitRequestBody(chunked, "grande", 3000);
    expect(limited.ok).toBe(true);
    if (limited.ok) await expect(limited.request.arrayBuffer()).rejects.toThrow();

    const form = new FormData();
    form.set("intent", "create");
    form.set("file", new File([TINY_PDF], "a.pdf"));
    form.set("empty", new File([], ""));
    const fine = limitRequestBody(new Request("http://localhost/", { method: "POST", body: form }), "grande");
    expect(fine.ok).toBe(true);
    if (fine.ok) {
      const parsed = await fine.request.formData();
      expect(parsed.get("intent")).toBe("create");
      expect(isFilePresent(parsed.get("file"))).toBe(true);
      expect(isFilePresent(parsed.get("empty"))).toBe(false);
      expect(isFilePresent(parsed.get("intent"))).toBe(false);
    }
  });
});
