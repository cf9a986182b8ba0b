import { BlogLayout } from "~/components/blog/blog-layout";
import { PostGrid } from "~/components/blog/post-card";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { blogListingPage, findCategory } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/components/ui/use-live-updates";
import { pageMeta } from "~/lib/meta";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/blog-lista";
import { publicPage } from "~/platform/http/public-page";

// All articles; ?categoria={slug} narrows to one category (canonical: /blog/categorias/{slug}).
export async function loader({ request, context }: Route.LoaderArgs) {
  const category = findCategory(new URL(request.url).searchParams.get("categoria"));
  return { category, ...(await blogListingPage(context.db, category)), publicUrl: context.config.publicUrl };
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog (RSS)", href: "/blog/rss.xml" },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const title = loaderData?.category ? `Artigos de ${loaderData.category.name}` : "Todos os artigos";
  const description = "Todos os artigos do blog, do mais recente ao mais antigo.";
  if (!loaderData) return pageMeta(matches, title, description);
  const path = loaderData.category ? `/blog/categorias/${loaderData.category.slug}` : "/blog/lista";
  return seoMeta(matches, { title, description, publicUrl: loaderData.publicUrl, path });
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation("blog_posts");
  const { category, posts, sidebar } = loaderData;
  return (
    <BlogLayout sidebar={{ ...sidebar, currentCategory: category?.slug }}>
      <Breadcrumbs items={[{ label: "Blog", to: "/blog" }, { label: category ? category.name : "Todos os artigos" }]} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{category ? `Artigos de ${category.name}` : "Todos os artigos"}</h1>
      <p className="mt-2 text-stone-700">
        {posts.length === 1 ? "1 artigo" : `${posts.length} artigos`}, do mais recente ao mais antigo.
      </p>
      <div className="mt-6">
        <PostGrid posts={posts} headingLevel={2} />
      </div>
    </BlogLayout>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = publicPage((_search, data: Awaited<ReturnType<typeof loader>>) => ({ categoria: data.category?.slug }));
