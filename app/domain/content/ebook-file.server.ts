// Streams an e-book's PDF from the storage module, after deciding who may
// read it: free e-books for anyone, premium ones for active subscribers only.
import { eq, sql } from "drizzle-orm";
import { ebooks } from "~/db/schema";
import { requireSubscriber } from "~/domain/club/subscription.server";
import { objectResponse } from "~/platform/storage/serve-object.server";
import type { AppServices } from "~/services.server";
import { ebookFileName } from "./ebooks.server";

type FileContext = Pick<AppServices, "db" | "storage" | "config" | "logger">;

function notFound(): Response {
  return new Response("E-book não encontrado", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A download is counted once per full or first-bytes GET, not for each range a PDF reader asks for. */
function countsAsDownload(request: Request, download: boolean): boolean {
  if (!download || request.method !== "GET") return false;
  const range = request.headers.get("Range");
  return !range || /^bytes=0-/.test(range.trim());
}

/**
 * The PDF response for GET/HEAD /ebook/{id}/arquivo. Inline by default (the
 * reader embeds it), an attachment with `download`. Premium files: visitors
 * are sent to sign in and non-subscribers to the club page (requireSubscriber
 * throws those redirects), and the response is never cached.
 */
export async function ebookFileResponse(
  ctx: FileContext,
  request: Request,
  input: { id: number; download: boolean },
): Promise<Response> {
  const [row] = await ctx.db
    .select({ id: ebooks.id, title: ebooks.title, premium: ebooks.premium, fileKey: ebooks.fileKey })
    .from(ebooks)
    .where(eq(ebooks.id, input.id));
  if (!row?.fileKey) return notFound();

  if (row.premium) await requireSubscriber(ctx, request);

  const object = await ctx.storage.get(row.fileKey);
  if (!object) {
    ctx.logger.warn("Arquivo do e-book ausente no armazenamento", { ebookId: row.id });
    return notFound();
  }

  if (countsAsDownload(request, input.download)) {
    await ctx.db
      .update(ebooks)
      .set({ downloads: sql`${ebooks.downloads} + 1`, updatedAt: sql`${ebooks.updatedAt}` })
      .where(eq(ebooks.id, row.id));
  }

  const fileName = ebookFileName(row.title);
  return objectResponse(request, object, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `${input.download ? "attachment" : "inline"}; filename="${fileName}"`,
    "Cache-Control": row.premium ? "private, no-store" : "public, max-age=3600",
    "X-Robots-Tag": "noindex",
    ...(row.premium ? { Vary: "Cookie" } : {}),
  });
}
