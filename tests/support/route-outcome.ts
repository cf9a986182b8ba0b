// Calling a route's loader or action in a unit test and reading what it
// answered, whether it returned or threw: a Response (redirects, downloads),
// React Router's data(value, init), or a plain value.
import type { RequestContext } from "~/services.server";

interface RouteArgs {
  request: Request;
  context: RequestContext;
  params: Record<string, string>;
}

/** Any loader or action: its generated argument type asks for more than a unit test gives (url, pattern, matches). */
export type RouteHandler = (args: never) => Promise<unknown>;

export interface RouteOutcome {
  status: number;
  /** Loosely typed, like the JSON tests read: each route answers its own shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export function outcomeOf(value: unknown): RouteOutcome {
  if (value instanceof Response) return { status: value.status, body: null, headers: value.headers };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value as { init?: ResponseInit }).init;
    return { status: init?.status ?? 200, body: (value as { data: unknown }).data, headers: new Headers(init?.headers) };
  }
  return { status: 200, body: value, headers: new Headers() };
}

/** Runs a loader or action; a thrown redirect or refusal is an outcome like a returned one. */
export async function runRoute(
  handler: RouteHandler,
  request: Request,
  context: RequestContext,
  params: Record<string, string> = {},
): Promise<RouteOutcome> {
  try {
    return outcomeOf(await (handler as (args: RouteArgs) => Promise<unknown>)({ request, context, params }));
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

/** What a handler answers, unwrapped as outcomeOf unwraps it: data(value)'s value; a Response has no body here. */
type Unwrapped<T> = T extends Response ? null : T extends { data: infer D; init: ResponseInit | null } ? D : T;
export type AnswerOf<H extends RouteHandler> = Unwrapped<Awaited<ReturnType<H>>>;

export interface TypedRouteOutcome<B> {
  status: number;
  body: B;
  headers: Headers;
}

/**
 * runRoute with the body typed as what the handler returns. A thrown answer (a redirect, data(null, 404))
 * is read the same way: its body is null, or the same shape when a route throws its own answer.
 */
export async function runTypedRoute<H extends RouteHandler>(
  handler: H,
  request: Request,
  context: RequestContext,
  params: Record<string, string> = {},
): Promise<TypedRouteOutcome<AnswerOf<H> | null>> {
  const outcome = await runRoute(handler, request, context, params);
  return { status: outcome.status, body: outcome.body as AnswerOf<H> | null, headers: outcome.headers };
}

/** A form post to a page, as a browser sends it ("" or no cookie: signed out). */
export function formPost(url: string, fields: Record<string, string | File>, cookie?: string): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return new Request(`http://localhost${url}`, { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} });
}

/** A page request, as a browser sends it. */
export function pageGet(url: string, cookie?: string): Request {
  return new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} });
}
