import { describe, expect, it } from "vitest";
import { imageObjectKeys, responsiveSources } from "./responsive-image";

describe("responsive images", () => {
  it("lists the AVIF and WebP widths an image with variants has, never wider than itself", () => {
    expect(responsiveSources("/files/products/abc-800x600-r.webp")).toEqual({
      width: 800,
      height: 600,
      avifSrcSet:
        "/files/products/abc-800x600-r.320w.avif 320w, /files/products/abc-800x600-r.640w.avif 640w, /files/products/abc-800x600-r.800w.avif 800w",
      webpSrcSet:
        "/files/products/abc-800x600-r.320w.webp 320w, /files/products/abc-800x600-r.640w.webp 640w, /files/products/abc-800x600-r.webp 800w",
    });
    expect(responsiveSources("/files/covers/x-300x400-r.webp")?.webpSrcSet).toBe("/files/covers/x-300x400-r.webp 300w");
  });

  it("leaves images stored without variants alone", () => {
    expect(responsiveSources("/files/products/abc-800x600.webp")).toBeNull();
    expect(responsiveSources("/placeholder.svg")).toBeNull();
    expect(responsiveSources(null)).toBeNull();
  });

  it("names every object of an image so they are deleted together", () => {
    expect(imageObjectKeys("products/a-400x400-r.webp").sort()).toEqual(
      [
        "products/a-400x400-r.webp",
        "products/a-400x400-r.320w.avif",
        "products/a-400x400-r.320w.webp",
        "products/a-400x400-r.400w.avif",
      ].sort(),
    );
    expect(imageObjectKeys("ebooks/files/x.pdf")).toEqual(["ebooks/files/x.pdf"]);
  });
});
