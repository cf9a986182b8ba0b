// Issue 34, class 4: every route that redirects to a path the client chose
// (the sidebar's return, the sign-in's and the panel's return after login,
// the order form's way back from a refusal, the CSV export's return to the
// orders list) answers hostile return values with its own default, never
// with a 500 and never with a Location a browser reads as another site.
// Before, /menu-lateral answered 500 to CR, LF or U+2028 (a header cannot
// hold them) and sent "/\t/evil.example" on, which a browser reads as
// "//evil.example". Against the production build, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL.
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { SIDEBAR_OPEN_FIELD, SIDEBAR_RETURN_FIELD } from "~/platform/http/sidebar-cookie";
import {
  type Answer,
  Client,
  createPostgresDatabase,
  ENGINES,
  nextIp,
  type RunningServer,
  startAppServer,
  TEST_ADMIN_PASSWORD,
  type TestPostgres,
} from "./support/app";
import { newCustomer, type Person } from "./support/identities";
import { resourcesForAll } from "../e2e/support/fixtures";

/** Return values an attacker posts or puts in a link: raw, as the server reads them after decoding. */
const HOSTILE = [
  "https://evil.example/",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\r/evil.example",
  "/\n/evil.example",
  "/\r\nSet-Cookie: pwned=1",
  "/\u2028evil",
  "/\u2029evil",
  "/\u0085evil",
  "/%0d%0aSet-Cookie:%20pwned=1",
  "/%09/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%E2%80%A8evil",
  " //evil.example",
];

/** Values a header can carry (a Referer): no CR, LF or anything past U+00FF. */
const HOSTILE_IN_HEADER = HOSTILE.filter((v) => !/[\r\n\u0100-\uffff]/.test(v));

/**
 * A form posted as a browser navigates (Sec-Fetch-Mode: navigate, which
 * Node's fetch replaces with "cors"), with the Referer it would send.
 */
function navigatePost(
  base: string,
  pathname: string,
  form: Record<string, string>,
  referer: string,
  ip: string,
): Promise<Answer> {
  const url = new URL(pathname, base);
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: url.pathname,
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          "Sec-Fetch-Mode": "navigate",
          "X-Forwarded-For": ip,
          Origin: url.origin,
          Referer: referer,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
          const location = typeof res.headers.location === "string" ? res.headers.location : null;
          resolve({ status: res.statusCode ?? 0, headers, text, location, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** What a browser does with a Location: drops TAB, CR and LF, reads "\" as "/", resolves it against the page. */
function asBrowserReads(location: string, base: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, "").replaceAll("\\", "/"), base);
}

describe.each(ENGINES)("redirects to a client's path stay on the shop (%s)", (engine) => {
  let pg: TestPostgres | null = null;
  let server: RunningServer;
  let customer: Person;
  const resources = resourcesForAll();

  beforeAll(async () => {
    pg = engine === "PostgreSQL" ? await resources.start(createPostgresDatabase("lift_rdr"), (p) => p.drop()) : null;
    server = await resources.start(startAppServer({ trustProxy: true, ...(pg ? { databaseUrl: pg.url } : {}) }), (s) => s.stop());
    customer = await newCustomer(server.url, true);
  });

  /** No 5xx; a redirect goes to `expected` exactly, which a browser reads as this shop. */
  function expectSafe(label: string, answer: Answer, expected: string) {
    expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
    expect(answer.status, label).toBeOneOf([302, 303]);
    expect(answer.location, label).toBe(expected);
    expect(asBrowserReads(answer.location!, server.url).origin, label).toBe(new URL(server.url).origin);
  }

  it("POST /menu-lateral (the sidebar's return path): back to / for every hostile value", async () => {
    const visitor = new Client(server.url, nextIp());
    for (const value of HOSTILE) {
      const answer = await visitor.post("/menu-lateral", {
        form: { [SIDEBAR_OPEN_FIELD]: "false", [SIDEBAR_RETURN_FIELD]: value },
      });
      expectSafe(`menu-lateral ${JSON.stringify(value)}`, answer, "/");
    }
    // A real page still comes back as it was sent.
    const ok = await visitor.post("/menu-lateral", {
      form: { [SIDEBAR_OPEN_FIELD]: "true", [SIDEBAR_RETURN_FIELD]: "/loja?pagina=2" },
    });
    expectSafe("menu-lateral /loja?pagina=2", ok, "/loja?pagina=2");
  });

  it("GET /auth/login?redirectTo=… while signed in, and POST /auth/login with it: to /dashboard", async () => {
    for (const value of HOSTILE) {
      const label = `login ${JSON.stringify(value)}`;
      expectSafe(`GET ${label}`, await customer.client.get(`/auth/login?redirectTo=${encodeURIComponent(value)}`), "/dashboard");
      // A fresh browser signing in with the hostile hidden field.
      const browser = new Client(server.url, nextIp());
      const answer = await browser.post("/auth/login", {
        form: { email: customer.email!, password: customer.password!, redirectTo: value },
      });
      expectSafe(`POST ${label}`, answer, "/dashboard");
    }
    const ok = await new Client(server.url, nextIp()).post("/auth/login", {
      form: { email: customer.email!, password: customer.password!, redirectTo: "/pedidos" },
    });
    expectSafe("login /pedidos", ok, "/pedidos");
  });

  it("a visitor's /auth/login page never carries a hostile return path into its form", async () => {
    const visitor = new Client(server.url, nextIp());
    for (const value of HOSTILE) {
      const page = await visitor.get(`/auth/login?redirectTo=${encodeURIComponent(value)}`);
      expect(page.status, JSON.stringify(value)).toBe(200);
      expect(/name="redirectTo" value="([^"]*)"/.exec(page.text)?.[1], JSON.stringify(value)).toBe("/dashboard");
    }
  });

  it("POST /admin (the panel's sign-in): back to /admin unless the return path is a panel page", async () => {
    for (const value of [...HOSTILE, "/conta", "/administrador", "/admin\t/x"]) {
      const browser = new Client(server.url, nextIp());
      const answer = await browser.post("/admin", {
        form: { intent: "login", password: TEST_ADMIN_PASSWORD, redirectTo: value },
      });
      expectSafe(`admin ${JSON.stringify(value)}`, answer, "/admin");
    }
    const ok = await new Client(server.url, nextIp()).post("/admin", {
      form: { intent: "login", password: TEST_ADMIN_PASSWORD, redirectTo: "/admin/pedidos?status=pending" },
    });
    expectSafe("admin /admin/pedidos", ok, "/admin/pedidos?status=pending");
  });

  it("POST /api/pedidos without scripts, refused: back to the Referer's page only when it is a safe path of the shop", async () => {
    const origin = new URL(server.url).origin;
    for (const value of HOSTILE_IN_HEADER) {
      const answer = await navigatePost(
        server.url,
        "/api/pedidos",
        { fullName: "" },
        origin + value.replace(/^\s+/, ""),
        nextIp(),
      );
      expectSafe(`api/pedidos Referer ${JSON.stringify(value)}`, answer, "/#order-form");
    }
    const ok = await navigatePost(server.url, "/api/pedidos", { fullName: "" }, `${origin}/plano-detox?x=1#topo`, nextIp());
    expectSafe("api/pedidos Referer /plano-detox", ok, "/plano-detox?x=1#order-form");
  });

  it("GET /admin/pedidos.csv?… without the panel: to the orders list with the same query, never elsewhere", async () => {
    const visitor = new Client(server.url, nextIp());
    for (const value of HOSTILE) {
      const query = `?status=${encodeURIComponent(value)}`;
      const answer = await visitor.get(`/admin/pedidos.csv${query}`);
      expectSafe(`csv ${JSON.stringify(value)}`, answer, `/admin/pedidos${query}`);
    }
  });
});
