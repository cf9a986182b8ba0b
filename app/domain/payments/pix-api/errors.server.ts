// One error type for everything that goes wrong talking to the PSP, saying
// whether trying again later can help: a job retries `retryable` failures with
// backoff and stops on the others (a refused charge will be refused again).

/** RFC 7807 problem as the API Pix answers it (schema `Problema`). */
export interface PixProblem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  correlationId?: string;
  violacoes?: { razao?: string; propriedade?: string; valor?: string }[];
}

export type PixApiErrorKind =
  /** The PSP answered with an error status (4xx other than a 401 we recovered from, or 5xx). */
  | "http"
  /** No answer within the call's time limit. */
  | "timeout"
  /** The connection failed or was cut before an answer. */
  | "network"
  /** The TLS handshake failed: our certificate was refused, or theirs is not trusted. */
  | "tls"
  /** The credentials were refused (token endpoint, or a 401 after a fresh token). */
  | "auth"
  /** A 2xx answer we cannot read (not JSON, or missing what the standard requires). */
  | "invalid-response";

export class PixApiError extends Error {
  override name = "PixApiError";
  constructor(
    message: string,
    readonly details: {
      kind: PixApiErrorKind;
      /** "PUT /cobv/{txid}", "POST oauth" */
      operation: string;
      retryable: boolean;
      status?: number;
      problem?: PixProblem;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
  get kind(): PixApiErrorKind {
    return this.details.kind;
  }
  get retryable(): boolean {
    return this.details.retryable;
  }
  get status(): number | undefined {
    return this.details.status;
  }
  get problem(): PixProblem | undefined {
    return this.details.problem;
  }
}

/** By name, not instanceof: the server entry and the React Router bundle each have their own copy of the class (decision 002). */
export function isPixApiError(error: unknown): error is PixApiError {
  return error instanceof Error && error.name === "PixApiError";
}

/** 5xx, 429 and 408 are worth another try; other 4xx are not (the same request gets the same answer). */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

const TLS_CODES = new Set([
  "ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED",
  "ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE",
  "ERR_SSL_TLSV1_ALERT_UNKNOWN_CA",
  "ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "CERT_HAS_EXPIRED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** A handshake failure is configuration (a certificate to fix), not a passing outage. */
export function isTlsFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (TLS_CODES.has(code) || code.startsWith("ERR_SSL_"));
}
