// What each PSP needs beyond the Central Bank's standard (decision 030, with
// the sources). A profile only adds: the standard calls stay the same.

export type PixProfileName = "padrao" | "efi" | "bb";

/** The scopes the shop's collection uses (charges with a due date, received Pix and refunds, the webhook). */
export const PIX_SCOPES = ["cobv.write", "cobv.read", "pix.read", "pix.write", "webhook.write", "webhook.read"] as const;

export interface PixProfileSettings {
  apiUrl: string;
  /** BB's developer application key (PIX_APP_KEY). */
  appKey: string | undefined;
  /** Whether the shop's proxy checks the PSP's client certificate on the webhook (PIX_WEBHOOK_MTLS). */
  webhookMtls: boolean;
}

export interface PixProfile {
  name: PixProfileName;
  /** How the token request's body is written: RFC 6749 form fields, or Efí's JSON. */
  tokenBody: "form" | "json";
  /** Scopes sent with the token request (Efí takes them from the application's settings instead). */
  tokenScopes: readonly string[] | null;
  /** Query parameters added to every API call (not to the token request). */
  apiQuery(settings: PixProfileSettings): Record<string, string>;
  /** Extra headers on PUT /webhook/{chave}. */
  webhookHeaders(settings: PixProfileSettings): Record<string, string>;
  /** The address the PSP will POST to after registering `url` (the standard appends "/pix"). */
  callbackUrl(url: string): string;
}

/** The standard's callback: "{webhookUrl}/pix" (openapi.yaml, PUT /webhook/{chave} → callbacks.listaPix). */
function appendPix(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname.replace(/\/+$/, "")}/pix`;
  return parsed.toString();
}

const standard: PixProfile = {
  name: "padrao",
  tokenBody: "form",
  tokenScopes: PIX_SCOPES,
  apiQuery: () => ({}),
  webhookHeaders: () => ({}),
  callbackUrl: appendPix,
};

const efi: PixProfile = {
  name: "efi",
  // POST {api}/oauth/token with Basic credentials and {"grant_type":"client_credentials"} as JSON, over mTLS.
  tokenBody: "json",
  tokenScopes: null,
  apiQuery: () => ({}),
  // "true" tells Efí not to test, before registering, that our server refuses a caller without its certificate.
  webhookHeaders: ({ webhookMtls }) => ({ "x-skip-mtls-checking": webhookMtls ? "false" : "true" }),
  // Efí appends "/pix" unless the URL has a query (its documented "?ignorar=" trick).
  callbackUrl: (url) => (new URL(url).search ? url : appendPix(url)),
};

/** BB's gateway key: "gw-dev-app-key" in its homologação/sandbox hosts, "gw-app-key" in production. */
export function bbAppKeyParameter(apiUrl: string): "gw-dev-app-key" | "gw-app-key" {
  const host = new URL(apiUrl).hostname;
  return /(^|\.)(hm|sandbox|homologa[a-z]*)\./.test(host) ? "gw-dev-app-key" : "gw-app-key";
}

const bb: PixProfile = {
  name: "bb",
  tokenBody: "form",
  tokenScopes: PIX_SCOPES,
  apiQuery: ({ apiUrl, appKey }) => {
    if (!appKey) throw new Error("PIX_APP_KEY é obrigatória com PIX_PROVIDER_PROFILE=bb");
    return { [bbAppKeyParameter(apiUrl)]: appKey };
  },
  webhookHeaders: () => ({}),
  callbackUrl: appendPix,
};

export const PIX_PROFILES: Record<PixProfileName, PixProfile> = { padrao: standard, efi, bb };
