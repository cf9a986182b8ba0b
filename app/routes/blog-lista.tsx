import { Link } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { listPosts } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/lib/live-updates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-lista";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listPosts(context.db) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Todos os artigos", "Todos os artigos do blog.");

export default function BlogList({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation("blog_posts");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Todos os artigos</h1>
      {loaderData.posts.length === 0 ? (
        <p className="mt-6">
          Nenhum artigo encontrado nesta categoria. <Link to="/blog">Voltar ao blog</Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((p) => (
            <li key={p.slug}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
