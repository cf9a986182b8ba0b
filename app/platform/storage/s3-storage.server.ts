// The Storage interface on an S3-compatible bucket (AWS S3, MinIO, Cloudflare
// R2, …), for shops running several app servers (STORAGE_DRIVER=s3). The same
// keys and prefixes as the local disk; public objects are still served by
// /files/* (through this module), never straight from the bucket, so private
// prefixes stay private and URLs do not change with the driver.
import { Readable, PassThrough } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { StorageConfig } from "~/config.server";
import { contentTypeFor, isValidKey, type Storage, type StoredObject } from "./storage.server";

type S3Options = Extract<StorageConfig, { driver: "s3" }>;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

async function toBuffer(data: Buffer | Uint8Array | Readable): Promise<Buffer | Uint8Array> {
  if (!(data instanceof Readable)) return data;
  const chunks: Buffer[] = [];
  // A Readable yields Buffers, or text when it has an encoding.
  for await (const chunk of data as AsyncIterable<Buffer | string>)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function createS3Storage(options: S3Options, client?: S3Client): Storage {
  const config: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  const s3 = client ?? new S3Client(config);
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Chave de arquivo inválida: ${key}`);
    return key;
  };

  return {
    async put(key, data) {
      // Our objects are at most 10 MB (uploads) or demo assets: one PUT, with a known length.
      const body = await toBuffer(data);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentTypeFor(key),
          ContentLength: body.byteLength,
        }),
      );
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      let size: number;
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        size = head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const object: StoredObject = {
        size,
        contentType: contentTypeFor(key),
        stream(range) {
          // StoredObject.stream is synchronous: hand back a pass-through and fill it when S3 answers.
          const out = new PassThrough();
          s3.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
            .then((response) => {
              const body = response.Body;
              if (!(body instanceof Readable)) throw new Error("Resposta do S3 sem corpo legível");
              body.on("error", (error) => out.destroy(error));
              body.pipe(out);
            })
            .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
          return out;
        },
      };
      return object;
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
