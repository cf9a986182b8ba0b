// The Blog list: title, category, publication date, a link to the article and
// links to edit or delete.
import type { AdminPostRow } from "~/domain/admin/blog.server";
import { matchesSearch } from "~/domain/admin/forms/shared";
import { formatDate } from "~/lib/dates";
import { AdminTable } from "../admin-table";
import { ListSearch, RowLinks } from "../fields";

export function PostList({ posts, query }: { posts: AdminPostRow[]; query: string }) {
  const shown = posts.filter((p) => matchesSearch(query, p.title, p.categoryName));
  const emptyText = posts.length === 0 ? "Nenhum artigo publicado ainda." : "Nenhum artigo encontrado.";
  return (
    <>
      <ListSearch label="Buscar artigos" placeholder="Buscar por título ou categoria..." query={query} />
      <AdminTable
        caption="Artigos do blog"
        columns={["Título", "Categoria", "Publicado em", "Ações"]}
        minWidth="min-w-[38rem]"
        className="mt-4"
        empty={shown.length === 0 && emptyText}
      >
        {shown.map((post) => (
          <tr key={post.id} className="border-t border-stone-200 align-middle">
            <td className="px-3 py-2">
              <span className="block font-medium break-words">{post.title}</span>
              <a
                href={`/blog/${post.slug}`}
                className="text-xs break-all text-teal-800 underline"
                aria-label={`Ver ${post.title} no blog`}
              >
                /blog/{post.slug}
              </a>
            </td>
            <td className="px-3 py-2">{post.categoryName}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(post.publishedAt)}</td>
            <td className="px-3 py-2">
              <RowLinks to={`/admin/blog/${post.id}`} label={post.title} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
