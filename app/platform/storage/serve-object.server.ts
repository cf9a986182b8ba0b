// Streams a stored object with Range support (PDF readers and video need it).
import { Readable } from "node:stream";
import type { StoredObject } from "~/platform/storage/storage.server";

export function parseRange(header: string | null | undefined, size: number): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

export function objectResponse(request: Request, object: StoredObject, headers: Record<string, string>): Response {
  const range = parseRange(request.headers.get("Range"), object.size);
  const base = {
    "Content-Type": object.contentType,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    // Stored files never run as pages; only our own pages may frame them (the PDF reader).
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    // Never rendered as a page of ours; callers name the file (and make PDFs attachments on download).
    "Content-Disposition": "inline",
    ...headers,
  };
  if (range === "invalid") {
    return new Response(null, { status: 416, headers: { ...base, "Content-Range": `bytes */${object.size}` } });
  }
  const body = (r?: { start: number; end: number }) =>
    request.method === "HEAD" ? null : (Readable.toWeb(object.stream(r)) as ReadableStream);
  if (range) {
    return new Response(body(range), {
      status: 206,
      headers: {
        ...base,
        "Content-Length": String(range.end - range.start + 1),
        "Content-Range": `bytes ${range.start}-${range.end}/${object.size}`,
      },
    });
  }
  return new Response(body(), { status: 200, headers: { ...base, "Content-Length": String(object.size) } });
}
