// The Blog page: title, category, publication date, a link to the article and
// links to edit or delete.
import type { AdminPostRow } from "~/domain/content/admin-blog.server";
import { formatDate } from "~/lib/dates";
import { AdminList } from "../admin-list";

export function PostList({ posts, query }: { posts: AdminPostRow[]; query: string }) {
  return (
    <AdminList
      list="/admin/blog"
      title="Blog"
      description={`${posts.length} artigos publicados.`}
      addLabel="Novo artigo"
      panelTitle="Gerenciar Artigos"
      items={posts}
      query={query}
      search={{ label: "Buscar artigos", placeholder: "Buscar por título ou categoria...", in: (p) => [p.title, p.categoryName] }}
      table={{ caption: "Artigos do blog", columns: ["Título", "Categoria", "Publicado em"], minWidth: "min-w-[38rem]" }}
      empty={{ none: "Nenhum artigo publicado ainda.", noMatch: "Nenhum artigo encontrado." }}
      labelOf={(p) => p.title}
      cells={(post) => (
        <>
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
        </>
      )}
    />
  );
}
