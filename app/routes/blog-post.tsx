import { Link, redirect } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { ProductImage } from "~/components/product-image";
import { findCategory, findPostBySlug, readingMinutes, relatedPosts } from "~/domain/content/blog.server";
import { formatDate } from "~/lib/dates";
import { useLiveRevalidation } from "~/lib/live-updates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findPostBySlug(context.db, params.slug);
  if (!post) throw redirect("/blog");
  return {
    post,
    category: findCategory(post.category),
    minutes: readingMinutes(post.content),
    related: await relatedPosts(context.db, post),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.post.title ?? "Blog", loaderData?.post.excerpt ?? "");

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, category, minutes, related } = loaderData;
  // Refresh when this article (or a related one) changes.
  useLiveRevalidation("blog_posts", (c) => c.slug === post.slug || c.oldSlug === post.slug || c.id === post.id || related.some((r) => r.slug === c.slug));
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      {category ? (
        <Link to={`/blog/categorias/${category.slug}`} className="text-sm font-semibold text-teal-800">
          {category.name}
        </Link>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold leading-tight">{post.title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        {formatDate(post.publishedAt)} · {minutes} min de leitura · {post.author.name}, {post.author.role}
      </p>
      <ProductImage src={post.coverImage} alt="" width={1200} height={675} eager className="mt-4 aspect-video w-full rounded-2xl" />
      {/* Seeded content today; the content issue sanitises everything saved through the admin. */}
      <div className="prose-lift mt-6" dangerouslySetInnerHTML={{ __html: post.content }} />
      {post.tags.length ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t} className="rounded-full bg-stone-200 px-3 py-1 text-xs">
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      {related.length ? (
        <section className="mt-10">
          <h2 className="text-xl font-semibold">Artigos relacionados</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
