import { Link, redirect } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { findCategory, listPosts } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/lib/live-updates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-categoria";

export async function loader({ params, context }: Route.LoaderArgs) {
  const category = findCategory(params.slug);
  if (!category) throw redirect("/blog");
  return { category, posts: await listPosts(context.db, { category: category.slug }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.category.name ?? "Blog", `Artigos sobre ${loaderData?.category.name.toLowerCase() ?? "saúde"}.`);

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation("blog_posts");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{loaderData.category.name}</h1>
      {loaderData.posts.length === 0 ? (
        <p className="mt-6">
          Nenhum artigo encontrado nesta categoria.{" "}
          <Link to="/blog" className="underline">
            Voltar ao blog
          </Link>
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
