// Server rendering: React Router's default Node entry plus a per-request CSP
// nonce on every script React and React Router render, and hydration deferred
// until the page has painted (see defer-hydration.server.ts).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isAnonymousRender, PUBLIC_RENDER_HEADER } from "~/domain/accounts/viewer.server";
import { deferHydrationStream } from "~/platform/http/defer-hydration.server";
import { isCanonicalAddress, isPublicPage } from "~/platform/http/public-page";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders, actions and renders go to the request's log (JSON,
 * with its request id) rather than React Router's bare console.error. React
 * Router's own 4xx answers (a method a route has no action for) are warnings.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Typed `any` by React Router without middleware; it is server/app.ts's load context.
  const { logger } = context as AppLoadContext;
  const cause: unknown = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  const fields = { reason: String(cause), stack: cause instanceof Error ? cause.stack : undefined };
  if (isRouteErrorResponse(error) && error.status < 500) logger.warn("Requisição recusada pelo roteador", fields);
  else logger.error("Erro ao atender a requisição", fields);
};

/**
 * Pages that hydrate at once: the panel (its forms keep their work in the
 * browser, its users are at a desk) and the cart and checkout (their content
 * is the cart kept in the browser).
 */
const HYDRATE_AT_ONCE = ["/admin", "/cart", "/checkout"];

function hydrateAtOnce(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return HYDRATE_AT_ONCE.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * The proof a shared cache needs (decision 014): a GET answered 200 by a
 * route that opted in (`handle = PUBLIC_PAGE`) whose loaders resolved nobody
 * (the request's viewer record is empty), for the page's canonical address
 * (any other address of it is rendered and never stored).
 */
function provedPublic(request: Request, status: number, routerContext: EntryContext, loadContext: AppLoadContext): boolean {
  if (request.method !== "GET" || status !== 200) return false;
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const leaf = matches[matches.length - 1];
  const handle: unknown = leaf && routerContext.routeModules[leaf.route.id]?.handle;
  return (
    leaf !== undefined &&
    isPublicPage(handle) &&
    isAnonymousRender(loadContext.viewer) &&
    isCanonicalAddress(handle, new URL(request.url), matches, loaderData[leaf.route.id])
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // React moves a finished Suspense boundary larger than this (12.8 kB by default) out of
      // place into a hidden <div> that an inline script puts back: without JavaScript the part
      // (the order forms, deferred parts) would stay hidden. Every page's HTML stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (provedPublic(request, responseStatusCode, routerContext, loadContext)) responseHeaders.set(PUBLIC_RENDER_HEADER, "1");
        else responseHeaders.delete(PUBLIC_RENDER_HEADER);
        if (hydrateAtOnce(request)) {
          pipe(body);
        } else {
          const deferred = deferHydrationStream();
          deferred.pipe(body);
          pipe(deferred);
        }
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.logger.error("Erro ao renderizar", { reason: String(error) });
      },
    });
  });
}
