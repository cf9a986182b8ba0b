// One storage module for every file: product images, blog covers, e-book
// covers and PDFs. Local disk under DATA_DIR/files by default.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Prefixes served publicly by /files/*; anything else (e-book PDFs) only through authorised routes. */
export const PUBLIC_PREFIXES = ["products/", "blog-covers/", "covers/", "recipes/"] as const;

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export function isPublicKey(key: string): boolean {
  return isValidKey(key) && PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Keys are our own relative names: no traversal, no absolute paths, no odd characters. */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) &&
    !key.split("/").some((part) => part === "" || part === "." || part === "..")
  );
}

/** The URL under which a public object is served. */
export function publicUrl(key: string): string {
  return `/files/${key}`;
}

export interface StoredObject {
  size: number;
  contentType: string;
  /** Reads bytes [start, end] inclusive, or the whole object. */
  stream(range?: { start: number; end: number }): Readable;
}

export interface Storage {
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Chave de arquivo inválida: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(8).toString("hex")}.tmp`;
      // Write then rename, so a reader never sees half a file.
      try {
        if (data instanceof Readable) await pipeline(data, fs.createWriteStream(tmp));
        else await fs.promises.writeFile(tmp, data);
        await fs.promises.rename(tmp, file);
      } catch (error) {
        await fs.promises.rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = resolve(key);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return {
          size: stat.size,
          contentType: contentTypeFor(key),
          stream: (range) => fs.createReadStream(file, range),
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
