// Files sent through the admin forms. The request body is capped before it is
// parsed; each file is capped at 10 MB while it is read (never buffering
// more), its type is decided by its first bytes (never by its name or the
// browser's MIME type), images are re-encoded to WebP with sharp (which drops
// metadata and anything hidden in them) and every object gets a random name
// under the spec's prefixes. SVG and anything unrecognised is refused.
import { randomUUID } from "node:crypto";
import { imageObjectKeys } from "~/platform/storage/responsive-image";
import { encodeVariants, type ImageVariant } from "./image-variants.server";
import { fileTooLargeMessage, MAX_FORM_BYTES, MAX_UPLOAD_BYTES, type UploadPurpose, wrongTypeMessage } from "./upload-rules";
import { publicUrl, type Storage } from "./storage.server";

export { MAX_FORM_BYTES, MAX_UPLOAD_BYTES };

export type DetectedType = "pdf" | "jpeg" | "png" | "webp" | "gif" | "avif";

/** Where each purpose's objects live. E-book PDFs are private (served only by /ebook/{id}/arquivo). */
export const UPLOAD_PREFIXES: Record<UploadPurpose, string> = {
  "product-image": "products/",
  "ebook-cover": "covers/",
  "ebook-pdf": "ebooks/files/",
  "blog-cover": "blog-covers/",
  "recipe-image": "recipes/",
};

/** Images are stored at most this wide or tall (re-encoding anyway; larger is only weight). */
const MAX_IMAGE_SIDE = 2000;
/** Refuse decompression bombs: a tiny file that decodes to billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file's type from its magic bytes; null for anything else (SVG, HTML, executables…). */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("ftyp"), 4) && (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8)))
    return "avif";
  return null;
}

export type BodyCheck = { ok: true; request: Request } | { ok: false; status: 411 | 413; message: string };

/**
 * Refuses a body over `max` bytes before anything reads it (Content-Length),
 * and, for a body without a length (chunked), hands back a request whose body
 * fails as soon as more than `max` bytes arrive. Call before request.formData().
 */
export function limitRequestBody(request: Request, message: string, max = MAX_FORM_BYTES): BodyCheck {
  const header = request.headers.get("Content-Length");
  if (header !== null) {
    const length = Number(header);
    if (!/^\d+$/.test(header.trim()) || !Number.isSafeInteger(length)) return { ok: false, status: 411, message };
    return length > max ? { ok: false, status: 413, message } : { ok: true, request };
  }
  if (!request.body) return { ok: true, request };
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new Error("corpo da requisição acima do limite"));
        else controller.enqueue(chunk);
      },
    }),
  );
  return {
    ok: true,
    request: new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: counted,
      duplex: "half",
    } as RequestInit),
  };
}

/**
 * Reads a stream into memory, counting bytes as they arrive and stopping (and
 * cancelling the stream) as soon as it passes `max`. Null when too large.
 */
export async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/** A file that passed the checks, ready to be stored. */
export interface PreparedUpload {
  purpose: UploadPurpose;
  bytes: Buffer;
  extension: "pdf" | "webp";
  contentType: "application/pdf" | "image/webp";
  /** Images: the stored (re-encoded) size in pixels. */
  width?: number;
  height?: number;
  /** Images: the smaller AVIF/WebP copies offered in srcset. */
  variants?: ImageVariant[];
}

export type PrepareResult =
  { ok: true; upload: PreparedUpload } | { ok: false; reason: "too_large" | "wrong_type"; message: string };

/** True when a form field holds an actual file (browsers send an empty, nameless part for an empty file input). */
export function isFilePresent(value: FormDataEntryValue | null | undefined): value is File {
  return typeof value === "object" && value !== null && (value.size > 0 || value.name !== "");
}

/**
 * Checks one uploaded file for its purpose: size (declared, then counted while
 * reading), type by content, and for images a re-encode to WebP. Writes nothing.
 */
export async function prepareUpload(file: File, purpose: UploadPurpose): Promise<PrepareResult> {
  const tooLarge = { ok: false as const, reason: "too_large" as const, message: fileTooLargeMessage(purpose) };
  const wrongType = { ok: false as const, reason: "wrong_type" as const, message: wrongTypeMessage(purpose) };
  if (file.size > MAX_UPLOAD_BYTES) return tooLarge;
  const bytes = await readAtMost(file.stream(), MAX_UPLOAD_BYTES);
  if (!bytes) return tooLarge;
  const type = detectFileType(bytes);
  if (purpose === "ebook-pdf") {
    return type === "pdf"
      ? { ok: true, upload: { purpose, bytes, extension: "pdf", contentType: "application/pdf" } }
      : wrongType;
  }
  if (!type || type === "pdf") return wrongType;
  try {
    // Loaded with the first upload, not at start-up.
    const { default: sharp } = await import("sharp");
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const variants = await encodeVariants(data, info.width);
    return {
      ok: true,
      upload: {
        purpose,
        bytes: data,
        extension: "webp",
        contentType: "image/webp",
        width: info.width,
        height: info.height,
        variants,
      },
    };
  } catch {
    // Claims to be an image but does not decode (truncated, corrupt, a polyglot): refused.
    return wrongType;
  }
}

export interface StoredUpload {
  key: string;
  /** /files/… for public objects; null for private ones (e-book PDFs). */
  url: string | null;
  width?: number;
  height?: number;
  bytes: number;
}

/**
 * Writes a prepared file under a random name. Image names carry their size
 * and say they have variants ("products/{uuid}-800x600-r.webp", see
 * app/platform/storage/responsive-image.ts), so both stay known without a column.
 */
export async function storeUpload(storage: Storage, upload: PreparedUpload): Promise<StoredUpload> {
  const size = upload.width && upload.height ? `-${upload.width}x${upload.height}${upload.variants ? "-r" : ""}` : "";
  const name = `${UPLOAD_PREFIXES[upload.purpose]}${randomUUID()}${size}`;
  const key = `${name}.${upload.extension}`;
  // Variants first: once the image itself is there, pages may ask for them.
  for (const variant of upload.variants ?? []) await storage.put(`${name}${variant.suffix}`, variant.bytes);
  await storage.put(key, upload.bytes);
  return {
    key,
    url: upload.purpose === "ebook-pdf" ? null : publicUrl(key),
    width: upload.width,
    height: upload.height,
    bytes: upload.bytes.byteLength,
  };
}

/** The storage key behind one of our /files/ URLs (to delete a replaced image); null for anything else. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/files/")) return null;
  return url.slice("/files/".length) || null;
}

/** Deletes objects that are no longer referenced, after the change that dropped them committed. Failures are only logged. */
export async function deleteObjects(
  ctx: { storage: Storage; logger: { warn(msg: string, fields?: Record<string, unknown>): void } },
  keys: Array<string | null | undefined>,
): Promise<void> {
  for (const key of keys.flatMap((k) => (k ? imageObjectKeys(k) : []))) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.logger.warn("Falha ao apagar arquivo sem uso", { key, reason: String(error) });
    }
  }
}
