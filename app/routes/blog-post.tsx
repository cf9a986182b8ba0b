import { Link, redirect } from "react-router";
import { BlogLayout } from "~/components/blog/blog-layout";
import { PostCard } from "~/components/blog/post-card";
import { QuizPromo } from "~/components/blog/quiz-promo";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { ProductImage } from "~/components/product-image";
import { ClockIcon } from "~/components/ui/icons";
import { loadArticle } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/components/ui/use-live-updates";
import { pageMeta } from "~/lib/meta";
import { articleJsonLd, seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/blog-post";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  let page: Awaited<ReturnType<typeof loadArticle>>;
  try {
    page = await loadArticle(context.db, params.slug);
  } catch (error) {
    // Spec: a failed load goes back to /blog, like an unknown slug; the cause is logged.
    context.logger.error("Falha ao carregar artigo do blog", { slug: params.slug, reason: String(error) });
    throw redirect("/blog");
  }
  if (!page) throw redirect("/blog");
  return { ...page, publicUrl: context.config.publicUrl, brandName: context.config.brand.name };
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog (RSS)", href: "/blog/rss.xml" },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "Blog", "Artigos do blog.");
  const { post, publicUrl } = loaderData;
  return seoMeta(matches, {
    title: post.title,
    description: post.excerpt || post.title,
    publicUrl,
    path: `/blog/${post.slug}`,
    image: post.coverImage,
    imageAlt: post.title,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  });
};

function initials(name: string): string {
  return name
    .replace(/^(dra?|sr|sra)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, sidebar, publicUrl, brandName } = loaderData;
  // Refresh when this article (or a related one) changes.
  useLiveRevalidation(
    "blog_posts",
    (c) => c.slug === post.slug || c.oldSlug === post.slug || c.id === post.id || related.some((r) => r.slug === c.slug),
  );
  const published = new Date(post.publishedAt);
  return (
    <BlogLayout sidebar={sidebar}>
      <JsonLd
        data={articleJsonLd({
          publicUrl,
          path: `/blog/${post.slug}`,
          title: post.title,
          description: post.excerpt,
          image: post.coverImage,
          publishedAt: post.publishedAt,
          modifiedAt: post.updatedAt,
          author: post.author,
          brandName,
          section: post.category?.name,
          tags: post.tags,
        })}
      />
      <Breadcrumbs
        items={[
          { label: "Blog", to: "/blog" },
          ...(post.category ? [{ label: post.category.name, to: `/blog/categorias/${post.category.slug}` }] : []),
          { label: post.title },
        ]}
      />
      <article className="mt-2">
        <header>
          {post.category ? (
            <Link
              to={`/blog/categorias/${post.category.slug}`}
              className="inline-flex min-h-11 items-center text-sm font-semibold uppercase tracking-wide text-brand-800 hover:underline"
            >
              {post.category.name}
            </Link>
          ) : null}
          <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-3 text-lg text-stone-700">{post.excerpt}</p> : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-stone-600">
            <span className="flex items-center gap-2">
              {post.author.avatar ? (
                <img src={post.author.avatar} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900"
                >
                  {initials(post.author.name)}
                </span>
              )}
              <span className="flex flex-col leading-tight">
                <span className="font-semibold text-stone-900">{post.author.name}</span>
                <span>{post.author.role}</span>
              </span>
            </span>
            <time dateTime={published.toISOString()}>{post.publishedOn}</time>
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon className="size-4" />
              {post.minutes} min de leitura
            </span>
          </div>
        </header>
        <ProductImage
          src={post.coverImage}
          alt={post.title}
          width={1200}
          height={675}
          priority
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-6 aspect-video w-full rounded-2xl"
        />
        {/* Sanitised on the server (sanitizeArticleHtml) before it reaches the page. */}
        <div className="prose-lift mt-6 max-w-[70ch]" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        {post.tags.length ? (
          <section aria-labelledby="tags-do-artigo" className="mt-8">
            <h2 id="tags-do-artigo" className="sr-only">
              Tags
            </h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((t) => (
                <li key={t} className="rounded-full bg-stone-200 px-3 py-1 text-sm text-stone-800">
                  #{t}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <div className="mt-10">
        <QuizPromo />
      </div>
      {related.length ? (
        <section aria-labelledby="artigos-relacionados" className="mt-10">
          <h2 id="artigos-relacionados" className="text-2xl font-bold">
            Artigos relacionados
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </BlogLayout>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
