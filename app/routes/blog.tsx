import { Link } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { listPosts } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/lib/live-updates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listPosts(context.db, { limit: 7 }) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Blog", "Artigos sobre nutrição, emagrecimento, bem-estar, saúde, suplementação e beleza.");

export default function Blog({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation("blog_posts");
  const [featured, ...recent] = loaderData.posts;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Blog</h1>
      {featured ? (
        <div className="mt-4">
          <PostCard post={featured} featured />
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">Artigos Recentes</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {recent.map((p) => (
          <li key={p.slug}>
            <PostCard post={p} />
          </li>
        ))}
      </ul>
      <Link to="/blog/lista" className="mt-6 inline-block font-semibold text-teal-800 underline">
        Ver todos os artigos
      </Link>
    </div>
  );
}
