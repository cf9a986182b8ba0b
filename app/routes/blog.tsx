import { Link } from "react-router";
import { BlogLayout } from "~/components/blog/blog-layout";
import { PostCard, PostGrid } from "~/components/blog/post-card";
import { blogHomePage } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/components/ui/use-live-updates";
import { pageMeta } from "~/lib/meta";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/blog";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await blogHomePage(context.db)), publicUrl: context.config.publicUrl };
}

const DESCRIPTION = "Artigos sobre nutrição, emagrecimento, bem-estar, saúde, suplementação e beleza.";

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog (RSS)", href: "/blog/rss.xml" },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(matches, {
        title: "Blog",
        description: DESCRIPTION,
        publicUrl: loaderData.publicUrl,
        path: "/blog",
        image: loaderData.featured?.coverImage,
      })
    : pageMeta(matches, "Blog", DESCRIPTION);

export default function Blog({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation("blog_posts");
  const { featured, recent, sidebar } = loaderData;
  return (
    <BlogLayout sidebar={sidebar}>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Blog</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{DESCRIPTION} Conteúdo confiável para cuidar da sua saúde no dia a dia.</p>
      </header>
      {featured ? (
        <section aria-label="Artigo em destaque" className="mt-6">
          <PostCard post={featured} featured headingLevel={2} />
        </section>
      ) : (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-8 text-center text-stone-700">
          Nenhum artigo publicado ainda.
        </p>
      )}
      {recent.length ? (
        <section aria-labelledby="artigos-recentes" className="mt-10">
          <h2 id="artigos-recentes" className="text-2xl font-bold">
            Artigos Recentes
          </h2>
          <div className="mt-4">
            <PostGrid posts={recent} headingLevel={3} />
          </div>
        </section>
      ) : null}
      <Link
        to="/blog/lista"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Ver todos os artigos
      </Link>
    </BlogLayout>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
