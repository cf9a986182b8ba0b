// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the
// browser build, once, at build time. The server sends them as they are
// (serveStatic's `precompressed`) instead of compressing every script for every
// visitor (decision 039). Brotli at its best quality is too slow per request but
// fine here, and its files are ~10% smaller than gzip's.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = path.resolve(process.argv[2] ?? "build/client");
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
// Below this a response fits in one packet either way.
const MIN_BYTES = 1024;

const compressible = fs
  .readdirSync(ROOT, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));

let files = 0;
let raw = 0;
let brotli = 0;
for (const file of compressible) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file is left out: the server then sends the file itself.
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  files++;
  raw += body.length;
  brotli += Math.min(br.length, body.length);
}
console.log(
  `precompress: ${files} files in ${path.relative(process.cwd(), ROOT)}, ${Math.round(raw / 1000)} kB → ${Math.round(brotli / 1000)} kB brotli`,
);
