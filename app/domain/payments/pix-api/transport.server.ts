// The wire under the API Pix client: HTTPS with the shop's client certificate
// (mTLS), as a small fetch-like function the client can be handed in its place.
import fs from "node:fs";
import https from "node:https";
import tls from "node:tls";

export type PixCertificate =
  { kind: "pem"; certFile: string; keyFile: string } | { kind: "p12"; p12File: string; passphrase: string };

export interface PixHttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface PixHttpResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  body: string;
}

/** Sends one request; rejects on network, TLS or abort failures (any status is a response). */
export type PixFetch = (request: PixHttpRequest) => Promise<PixHttpResponse>;

/** An agent presenting the shop's certificate (PEM pair or PKCS#12), trusting the usual CAs plus PIX_CA_CERT's. */
export function createMtlsAgent(options: { certificate: PixCertificate; caFile?: string }): https.Agent {
  const credentials =
    options.certificate.kind === "pem"
      ? { cert: fs.readFileSync(options.certificate.certFile), key: fs.readFileSync(options.certificate.keyFile) }
      : { pfx: fs.readFileSync(options.certificate.p12File), passphrase: options.certificate.passphrase };
  // `ca` replaces Node's list: the PSP's own CA is added to it, not put in its place.
  const ca = options.caFile ? [...tls.rootCertificates, fs.readFileSync(options.caFile, "utf8")] : undefined;
  return new https.Agent({ ...credentials, ca, keepAlive: true, maxSockets: 16, minVersion: "TLSv1.2" });
}

/** A PixFetch over node:https with `agent` (the client certificate travels on every connection). */
export function httpsFetch(agent: https.Agent): PixFetch {
  return ({ method, url, headers, body, signal }) =>
    new Promise<PixHttpResponse>((resolve, reject) => {
      const request = https.request(url, { method, headers, agent, signal }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const flat: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(response.headers))
            flat[name] = Array.isArray(value) ? value.join(", ") : value;
          resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks).toString("utf8") });
        });
      });
      request.on("error", reject);
      request.end(body);
    });
}
