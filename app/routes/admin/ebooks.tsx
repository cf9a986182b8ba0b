// /admin/ebooks: every e-book, newest first, searchable. Adding is
// /admin/ebooks/novo, editing /admin/ebooks/{id}.
import { data } from "react-router";
import { EbookList } from "~/components/admin/ebooks/ebook-list";
import { searchOf } from "~/components/admin/fields";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { listAdminEbooks } from "~/domain/content/admin-ebooks.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/ebooks";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const ebooks = await listAdminEbooks(context);
  return data({ ebooks, query: searchOf(request.url) }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "E-books", "E-books da loja.");

export default function AdminEbooks({ loaderData }: Route.ComponentProps) {
  return <EbookList {...loaderData} />;
}
