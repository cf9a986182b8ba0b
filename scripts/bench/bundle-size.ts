// First-load JavaScript and CSS of a page, computed from the build: the
// client entry, the root route and the matched route module, plus their
// static imports, recursively; each file gzipped with zlib and summed.
//
// Sources of the import graph (their union): Vite's build/client/.vite/manifest.json
// when the build keeps it, React Router's manifest (build/client/assets/manifest-*.js,
// whose `imports` are the modulepreload list) and a scan of each chunk's own
// static `import … from "./x.js"` statements. CSS: the manifest's `css` lists and
// stylesheet URLs in the root and route modules (`import x from "./app.css?url"`).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { ROOT } from "./common";

const CLIENT_DIR = path.join(ROOT, "build", "client");

interface RrRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}
interface RrManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RrRoute>;
}
type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface PageBundle {
  page: string;
  path: string;
  routeIds: string[];
  js: { files: AssetSize[]; raw: number; gzip: number };
  css: { files: AssetSize[]; raw: number; gzip: number };
}

export interface BuildInfo {
  manifestSource: string[];
  /** The largest JS chunks of the whole client build, for the diagnosis. */
  largestChunks: AssetSize[];
  totalJsGzip: number;
}

/** React Router's client manifest: the newest build/client/assets/manifest-*.js. */
function readRouterManifest(): RrManifest {
  const dir = path.join(CLIENT_DIR, "assets");
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  if (!files.length) throw new Error("build/client/assets/manifest-*.js não encontrado: rode npm run build");
  const sandbox = { window: {} as { __reactRouterManifest?: RrManifest } };
  vm.runInNewContext(fs.readFileSync(path.join(dir, files[0]!.f), "utf8"), sandbox, { timeout: 1000 });
  if (!sandbox.window.__reactRouterManifest) throw new Error("manifesto do React Router ilegível");
  return sandbox.window.__reactRouterManifest;
}

function readViteManifest(): ViteManifest | null {
  const file = path.join(CLIENT_DIR, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as ViteManifest) : null;
}

const sizeCache = new Map<string, AssetSize>();
/** Raw and gzip size of a file under build/client, by its URL ("/assets/x.js"). */
export function assetSize(url: string): AssetSize {
  const cached = sizeCache.get(url);
  if (cached) return cached;
  const bytes = fs.readFileSync(path.join(CLIENT_DIR, url.replace(/^\//, "")));
  const size = { file: url, raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
  sizeCache.set(url, size);
  return size;
}

/** Static imports of one chunk, from its own text (dynamic import() is not first-load). */
function staticImports(url: string): string[] {
  const text = fs.readFileSync(path.join(CLIENT_DIR, url.replace(/^\//, "")), "utf8");
  const found = new Set<string>();
  const re = /\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']|\bimport\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.add(path.posix.join(path.posix.dirname(url), m[1] ?? m[2]!));
  }
  return [...found];
}

function cssUrlsIn(url: string): string[] {
  const text = fs.readFileSync(path.join(CLIENT_DIR, url.replace(/^\//, "")), "utf8");
  return [...new Set(text.match(/\/assets\/[\w.-]+\.css/g) ?? [])];
}

/** The route objects React Router would match, rebuilt from the manifest. */
function routeTree(manifest: RrManifest): RouteObject[] {
  const byParent = new Map<string | undefined, RrRoute[]>();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parent: string | undefined): RouteObject[] =>
    (byParent.get(parent) ?? []).map((r) =>
      r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

export function measureBundles(pages: { name: string; path: string }[]): { pages: PageBundle[]; build: BuildInfo } {
  const rr = readRouterManifest();
  const vite = readViteManifest();
  const viteByFile = new Map(Object.entries(vite ?? {}).map(([key, v]) => ["/" + v.file, { key, ...v }]));
  const tree = routeTree(rr);

  const closure = (starts: string[], extra: string[]): string[] => {
    const seen = new Set<string>();
    const queue = [...starts, ...extra];
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url) || !url.endsWith(".js")) continue;
      seen.add(url);
      queue.push(...staticImports(url));
      const v = viteByFile.get(url);
      for (const key of v?.imports ?? []) if (vite?.[key]) queue.push("/" + vite[key].file);
    }
    return [...seen];
  };

  const result = pages.map((page) => {
    const matches = matchRoutes(tree, page.path) ?? [];
    const routes = matches.map((m) => rr.routes[m.route.id!]!).filter(Boolean);
    if (!routes.some((r) => r.id !== "root")) throw new Error(`Nenhuma rota para ${page.path}`);
    const starts = [rr.entry.module, ...routes.map((r) => r.module)];
    const jsUrls = closure(starts, [...rr.entry.imports, ...routes.flatMap((r) => r.imports ?? [])]);
    const cssUrls = new Set<string>([...(rr.entry.css ?? []), ...routes.flatMap((r) => r.css ?? [])]);
    for (const r of routes) {
      for (const url of cssUrlsIn(r.module)) cssUrls.add(url);
      for (const c of viteByFile.get(r.module)?.css ?? []) cssUrls.add("/" + c);
    }
    const js = jsUrls.map(assetSize).sort((a, b) => b.gzip - a.gzip);
    const css = [...cssUrls].map(assetSize).sort((a, b) => b.gzip - a.gzip);
    const sum = (list: AssetSize[], k: "raw" | "gzip") => list.reduce((s, f) => s + f[k], 0);
    return {
      page: page.name,
      path: page.path,
      routeIds: routes.map((r) => r.id),
      js: { files: js, raw: sum(js, "raw"), gzip: sum(js, "gzip") },
      css: { files: css, raw: sum(css, "raw"), gzip: sum(css, "gzip") },
    };
  });

  const allJs = fs
    .readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => assetSize(`/assets/${f}`))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    pages: result,
    build: {
      manifestSource: [
        ...(vite ? ["build/client/.vite/manifest.json"] : []),
        "build/client/assets/manifest-*.js (React Router)",
        "static imports in each chunk",
      ],
      largestChunks: allJs.slice(0, 8),
      totalJsGzip: allJs.reduce((s, f) => s + f.gzip, 0),
    },
  };
}
