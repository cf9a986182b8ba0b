// One error type for everything that goes wrong talking to the Cloud API. It
// carries what Meta said (code, subcode, fbtrace_id) and what the caller must
// decide on: whether trying again can help (`retryable`), how long Meta asked
// to wait (`retryAfterMs`), and whether the message may have gone out anyway
// (`maybeSent`: the request left but no answer came back).

export type WhatsAppErrorKind =
  /** Meta answered with an error status and (usually) a Graph API error object. */
  | "http"
  /** No answer within the call's time limit. */
  | "timeout"
  /** The connection failed or was cut before an answer. */
  | "network"
  /** A 2xx answer we cannot read (not JSON, or without what the API promises). */
  | "invalid-response";

/** A Graph API error object (`{"error": {...}}`). */
export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
  is_transient?: boolean;
  error_data?: { messaging_product?: string; details?: string };
}

/**
 * Meta's codes that mean "too many, or not now; the same request later can work":
 * 2 service temporarily down, 4 app call limit, 17/613 call limits, 80007 WABA rate limit,
 * 130429 throughput, 131000 something went wrong, 131016 service unavailable,
 * 131048 spam rate limit, 131056 pair rate limit (same business and buyer), 133004 server unavailable.
 */
export const RETRYABLE_CODES = new Set([2, 4, 17, 613, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** Meta's throttling codes (a subset of the retryable ones): the queue should slow down, not just retry. */
export const RATE_LIMIT_CODES = new Set([4, 17, 613, 80007, 130429, 131048, 131056]);

/** Pair rate limit: Meta allows about one message every 6 seconds from the shop to the same buyer. */
const PAIR_RATE_WAIT_MS = 6_000;

export class WhatsAppApiError extends Error {
  override name = "WhatsAppApiError";
  readonly kind: WhatsAppErrorKind;
  /** "POST /messages", "GET /message_templates" */
  readonly operation: string;
  readonly status: number | undefined;
  /** Meta's `error.code`, `error_subcode`, `fbtrace_id` (quote the trace id to Meta's support). */
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  readonly fbtraceId: string | undefined;
  readonly details: string | undefined;
  readonly retryable: boolean;
  /** How long Meta asked to wait before the next try (Retry-After, or x-business-use-case-usage), when it said. */
  readonly retryAfterMs: number | undefined;
  /** The request may have reached Meta (timeout, cut connection, 5xx): a retry could send the message twice. */
  readonly maybeSent: boolean;

  constructor(
    message: string,
    fields: {
      kind: WhatsAppErrorKind;
      operation: string;
      status?: number;
      graph?: GraphError;
      retryable: boolean;
      retryAfterMs?: number;
      maybeSent: boolean;
      cause?: unknown;
    },
  ) {
    super(message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.kind = fields.kind;
    this.operation = fields.operation;
    this.status = fields.status;
    this.code = fields.graph?.code;
    this.subcode = fields.graph?.error_subcode;
    this.fbtraceId = fields.graph?.fbtrace_id;
    this.details = fields.graph?.error_data?.details;
    this.retryable = fields.retryable;
    this.retryAfterMs = fields.retryAfterMs;
    this.maybeSent = fields.maybeSent;
  }

  /** A throttling answer (the sender should slow down as well as retry). */
  get rateLimited(): boolean {
    return this.status === 429 || (this.code !== undefined && RATE_LIMIT_CODES.has(this.code));
  }
}

/** By name, not instanceof: the server entry and the React Router bundle each have their own copy of the class (decision 002). */
export function isWhatsAppApiError(error: unknown): error is WhatsAppApiError {
  return error instanceof Error && error.name === "WhatsAppApiError";
}

/** Whether an error answer is worth another try: 5xx, 429, a retryable code, or Meta's own `is_transient`. */
export function isRetryableAnswer(status: number, graph: GraphError | undefined): boolean {
  if (status >= 500 || status === 429) return true;
  if (graph?.is_transient) return true;
  return graph?.code !== undefined && RETRYABLE_CODES.has(graph.code);
}

/**
 * The wait Meta asked for, in ms: `Retry-After` (seconds or an HTTP date), else the largest
 * `estimated_time_to_regain_access` (minutes) in `x-business-use-case-usage`, else for the pair
 * rate limit the documented 6 s. Undefined when nothing says (the queue's backoff decides).
 */
export function retryAfterMs(headers: Headers, graph: GraphError | undefined, now = Date.now()): number | undefined {
  const retryAfter = headers.get("retry-after")?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const usage = headers.get("x-business-use-case-usage");
  if (usage) {
    try {
      const parsed = JSON.parse(usage) as Record<string, { estimated_time_to_regain_access?: number }[]>;
      const minutes = Object.values(parsed)
        .flat()
        .map((u) => Number(u?.estimated_time_to_regain_access ?? 0))
        .filter((m) => Number.isFinite(m) && m > 0);
      if (minutes.length) return Math.max(...minutes) * 60_000;
    } catch {
      // an unreadable hint is no hint
    }
  }
  if (graph?.code === 131056) return PAIR_RATE_WAIT_MS;
  return undefined;
}
