// Loads each page once in Chromium (playwright-core, a fresh context, no
// cache, a phone-sized viewport like Lighthouse's mobile preset) to:
// - cross-check the first-load bytes computed from the build: sums the script
//   and stylesheet response bodies as transferred (as the server encodes them);
// - name the Largest Contentful Paint element (PerformanceObserver), which
//   Lighthouse 12.2 cannot report on this Chromium (its trace gatherer fails).
import zlib from "node:zlib";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse";

export interface BrowserCheck {
  page: string;
  path: string;
  /** Encoded (on the wire) body bytes of script and stylesheet responses. */
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
  /** The HTML document on the wire, and its inline <script> text gzipped (hydration data, manifest). */
  htmlBytes: number;
  inlineScriptGzip: number;
  /** Images fetched during the load, on the wire. */
  imageBytes: number;
  lcpElement: string | null;
  lcpMs: number | null;
  /** Every <img> checked: width/height, AVIF+WebP srcset, lazy below the fold; the LCP image preloaded. */
  images: { count: number; problems: string[] };
  error?: string;
}

export async function browserCheck(origin: string, pages: { name: string; path: string }[]): Promise<BrowserCheck[]> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, timeout: 30_000 });
  const out: BrowserCheck[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const tab = await context.newPage();
      const pending: Promise<void>[] = [];
      const row: BrowserCheck = {
        page: page.name,
        path: page.path,
        jsBytes: 0,
        cssBytes: 0,
        jsFiles: 0,
        cssFiles: 0,
        htmlBytes: 0,
        inlineScriptGzip: 0,
        imageBytes: 0,
        lcpElement: null,
        lcpMs: null,
        images: { count: 0, problems: [] },
      };
      tab.on("requestfinished", (request) => {
        const type = request.resourceType();
        pending.push(
          request
            .sizes()
            .then((s) => {
              if (type === "script") {
                row.jsBytes += s.responseBodySize;
                row.jsFiles++;
              } else if (type === "stylesheet") {
                row.cssBytes += s.responseBodySize;
                row.cssFiles++;
              } else if (type === "document") {
                row.htmlBytes += s.responseBodySize;
              } else if (type === "image") {
                row.imageBytes += s.responseBodySize;
              }
            })
            .catch(() => {}),
        );
      });
      await tab.addInitScript(() => {
        const w = window as unknown as { __lcp?: { el: Element | null; t: number } };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.__lcp = { el: e.element, t: e.startTime };
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      try {
        await tab.goto(origin + page.path, { waitUntil: "networkidle", timeout: 30_000 });
        const found = await tab.evaluate(() => {
          const w = window as unknown as { __lcp?: { el: Element | null; t: number } };
          const inline = [...document.querySelectorAll("script:not([src])")].map((s) => s.textContent ?? "").join("\n");
          const el = w.__lcp?.el ?? null;
          let label: string | null = null;
          if (el) {
            const tag = el.tagName.toLowerCase();
            const id = el.id ? `#${el.id}` : "";
            const cls = typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\s+/).slice(0, 3).join(".") : "";
            const src = (el as HTMLImageElement).currentSrc || el.getAttribute("src") || "";
            const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
            label = `<${tag}${id}${cls}>${src ? ` src=${src}` : ""}${!src && text ? ` "${text}"` : ""}`;
          }
          const problems: string[] = [];
          const images = [...document.images];
          for (const img of images) {
            const name = (img.getAttribute("src") ?? "").split("/").pop() || "(sem src)";
            if (!img.getAttribute("width") || !img.getAttribute("height")) problems.push(`${name}: sem width/height`);
            const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
            const types = picture ? [...picture.querySelectorAll("source[srcset]")].map((s) => s.getAttribute("type")) : [];
            if (!types.includes("image/avif") || !types.includes("image/webp")) problems.push(`${name}: sem srcset AVIF/WebP`);
            const below = img.getBoundingClientRect().top > window.innerHeight;
            if (below && img.loading !== "lazy") problems.push(`${name}: abaixo da dobra sem loading=lazy`);
          }
          if (el instanceof HTMLImageElement) {
            const preloaded = [...document.querySelectorAll('link[rel="preload"][as="image"]')].some((l) => {
              const set = l.getAttribute("imagesrcset") ?? l.getAttribute("href") ?? "";
              return set.includes((el.getAttribute("src") ?? "").replace(/\.webp$/, ""));
            });
            if (!preloaded) problems.push(`LCP ${(el.getAttribute("src") ?? "").split("/").pop()}: sem preload`);
          }
          return { inline, label, t: w.__lcp?.t ?? null, images: { count: images.length, problems } };
        });
        row.images = found.images;
        row.inlineScriptGzip = zlib.gzipSync(Buffer.from(found.inline)).length;
        row.lcpElement = found.label;
        row.lcpMs = found.t === null ? null : Math.round(found.t);
        await Promise.all(pending);
      } catch (error) {
        row.error = String(error).slice(0, 300);
      }
      out.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
