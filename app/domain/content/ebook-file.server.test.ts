// Who may read an e-book's PDF: free for anyone, premium for active subscribers only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ebooks } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { insertUser, sessionCookie } from "../../../tests/support/builders/accounts";
import { insertSubscriber } from "../../../tests/support/builders/club";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { ebookFileResponse } from "./ebook-file.server";

const PDF = Buffer.from("%PDF-1.4\n% Lift e-book de teste\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("esperava um redirecionamento");
}

describeEachDatabase("e-book files", (get) => {
  let services: AppServices;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  function request(id: number, options: { cookie?: string; download?: boolean; range?: string; method?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.range) headers.Range = options.range;
    return new Request(`http://localhost/ebook/${id}/arquivo${options.download ? "?download=1" : ""}`, {
      headers,
      method: options.method ?? "GET",
    });
  }

  async function signedIn(email: string, subscription?: { subscribed: boolean; endsInDays: number }) {
    const user = await insertUser(services.db, { email });
    if (subscription) await insertSubscriber(services.db, user.id, subscription);
    return sessionCookie(services, user.id);
  }

  async function downloads(id: number) {
    const [row] = await services.db.select({ downloads: ebooks.downloads }).from(ebooks).where(eq(ebooks.id, id));
    return row!.downloads;
  }

  beforeAll(async () => {
    services = testServices(get());
    await services.storage.put("ebooks/files/teste-gratis.pdf", PDF);
    await services.storage.put("ebooks/files/teste-premium.pdf", PDF);
    const rows = await services.db
      .insert(ebooks)
      .values([
        { title: "Guia Grátis de Teste", premium: false, fileKey: "ebooks/files/teste-gratis.pdf" },
        { title: "Guia Premium de Teste", premium: true, priceCents: 2990, fileKey: "ebooks/files/teste-premium.pdf" },
        { title: "Sem Arquivo", premium: false, fileKey: null },
        { title: "Arquivo Sumido", premium: false, fileKey: "ebooks/files/nao-existe.pdf" },
      ])
      .returning({ id: ebooks.id, title: ebooks.title });
    for (const r of rows) ids[r.title] = r.id;
    cookies.customer = await signedIn("cliente@example.com");
    cookies.subscriber = await signedIn("assinante@example.com", { subscribed: true, endsInDays: 20 });
    cookies.expired = await signedIn("expirado@example.com", { subscribed: true, endsInDays: -1 });
    cookies.cancelled = await signedIn("cancelado@example.com", { subscribed: false, endsInDays: 20 });
  });

  describe("a free e-book", () => {
    it("streams the PDF inline to anyone, cacheable", async () => {
      const id = ids["Guia Grátis de Teste"]!;
      const res = await ebookFileResponse(services, request(id), { id, download: false });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('inline; filename="guia-gratis-de-teste.pdf"');
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
      expect(await downloads(id)).toBe(0);
    });

    it("is an attachment with ?download=1 and counts one download", async () => {
      const id = ids["Guia Grátis de Teste"]!;
      const res = await ebookFileResponse(services, request(id, { download: true }), { id, download: true });
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="guia-gratis-de-teste.pdf"');
      await res.arrayBuffer();
      expect(await downloads(id)).toBe(1);
    });

    it("answers ranges with 206 and does not count later ranges or HEAD as downloads", async () => {
      const id = ids["Guia Grátis de Teste"]!;
      const res = await ebookFileResponse(services, request(id, { download: true, range: "bytes=5-9" }), { id, download: true });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes 5-9/${PDF.length}`);
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(PDF.subarray(5, 10).toString());
      const head = await ebookFileResponse(services, request(id, { download: true, method: "HEAD" }), { id, download: true });
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
      expect(await downloads(id)).toBe(1);
    });
  });

  describe("a premium e-book", () => {
    it("sends a visitor to sign in, back to the file afterwards", async () => {
      const id = ids["Guia Premium de Teste"]!;
      const res = await caught(ebookFileResponse(services, request(id), { id, download: false }));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/auth/login?redirectTo=${encodeURIComponent(`/ebook/${id}/arquivo`)}`);
    });

    it("sends signed-in non-subscribers (never, expired or cancelled) to the club page with the 'Conteúdo exclusivo' toast", async () => {
      const id = ids["Guia Premium de Teste"]!;
      for (const who of ["customer", "expired", "cancelled"]) {
        const res = await caught(
          ebookFileResponse(services, request(id, { cookie: cookies[who], download: true }), { id, download: true }),
        );
        expect(res.status, who).toBe(302);
        expect(res.headers.get("location"), who).toBe("/clube-lift");
        expect(res.headers.get("set-cookie"), who).toContain("flash-toast=");
      }
      expect(await downloads(id)).toBe(0);
    });

    it("streams to an active subscriber, never cached", async () => {
      const id = ids["Guia Premium de Teste"]!;
      const res = await ebookFileResponse(services, request(id, { cookie: cookies.subscriber, download: true }), {
        id,
        download: true,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="guia-premium-de-teste.pdf"');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
      expect(await downloads(id)).toBe(1);
    });
  });

  it("answers 404 for an unknown e-book, one without a file, or a file missing from storage", async () => {
    for (const id of [999_999, ids["Sem Arquivo"]!, ids["Arquivo Sumido"]!]) {
      const res = await ebookFileResponse(services, request(id), { id, download: false });
      expect(res.status, String(id)).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/plain");
    }
  });
});
