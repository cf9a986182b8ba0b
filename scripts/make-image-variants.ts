/**
 * Encodes the AVIF/WebP variants of the committed demo pictures (the widths of
 * app/platform/storage/responsive-image.ts) into scripts/seed/assets/variants/, where the
 * seed copies them from, and an AVIF twin of every landing-page picture in
 * public/media/ (MediaPicture offers both). Run after changing a picture or
 * the widths:
 *
 *   npx tsx scripts/make-image-variants.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { encodeVariants } from "~/platform/storage/image-variants.server";
import { projectRoot } from "~/project-root.server";
import { committedVariantsDir } from "./seed/seed-demo-data";

const assets = path.join(projectRoot(), "scripts", "seed", "assets");
const pictures = ["products", "recipes", "blog", "ebooks"].flatMap((dir) =>
  fs
    .readdirSync(path.join(assets, dir))
    .filter((name) => name.endsWith(".webp"))
    .map((name) => `${dir}/${name}`),
);

fs.rmSync(path.join(assets, "variants"), { recursive: true, force: true });
let bytes = 0;
for (const from of pictures) {
  const source = fs.readFileSync(path.join(assets, from));
  const { width } = await sharp(source).metadata();
  const target = committedVariantsDir(from);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  for (const variant of await encodeVariants(source, width)) {
    fs.writeFileSync(target + variant.suffix, variant.bytes);
    bytes += variant.bytes.byteLength;
  }
}
// Landing-page media: same size, AVIF next to the WebP (the poster is the video's, not a picture).
const media = path.join(projectRoot(), "public", "media");
const mediaFiles = fs
  .readdirSync(media, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".webp") && !f.endsWith("-poster.webp"));
for (const file of mediaFiles) {
  const avif = await sharp(path.join(media, file)).avif({ quality: 55, effort: 4 }).toBuffer();
  fs.writeFileSync(path.join(media, file.replace(/\.webp$/, ".avif")), avif);
  bytes += avif.byteLength;
}

console.log(
  `${pictures.length + mediaFiles.length} imagens, variantes: ${(bytes / 1024).toFixed(0)} KB em ${path.relative(projectRoot(), path.join(assets, "variants"))}`,
);
