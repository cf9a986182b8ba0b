import { ebookFileResponse } from "~/domain/content/ebook-file.server";
import { parseEbookId } from "~/domain/content/ebooks.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/ebook-arquivo";

const searchSchema = z.object({ download: z.optional(z.enum(["1", "true"])) });

// GET/HEAD /ebook/{id}/arquivo[?download=1]: the PDF (resource route). Free
// e-books for anyone, premium ones for active subscribers only.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseEbookId(params.id);
  if (!id)
    return new Response("E-book não encontrado", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const search = searchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return ebookFileResponse(context, request, { id, download: search.success && search.data.download !== undefined });
}
