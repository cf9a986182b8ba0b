import { redirect } from "react-router";
import { BlogLayout } from "~/components/blog/blog-layout";
import { PostGrid } from "~/components/blog/post-card";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { blogListingPage, findCategory } from "~/domain/content/blog.server";
import { useLiveRevalidation } from "~/components/ui/use-live-updates";
import { pageMeta } from "~/lib/meta";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/blog-categoria";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  // The six fixed categories only; anything else goes back to /blog (spec).
  const category = findCategory(params.slug);
  if (!category) throw redirect("/blog");
  return { category, ...(await blogListingPage(context.db, category)), publicUrl: context.config.publicUrl };
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog (RSS)", href: "/blog/rss.xml" },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "Blog", "Artigos do blog.");
  const { category } = loaderData;
  return seoMeta(matches, {
    title: category.name,
    description: `Artigos sobre ${category.name.toLowerCase()}: dicas práticas e conteúdo confiável para a sua saúde.`,
    publicUrl: loaderData.publicUrl,
    path: `/blog/categorias/${category.slug}`,
  });
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation("blog_posts");
  const { category, posts, sidebar } = loaderData;
  return (
    <BlogLayout sidebar={{ ...sidebar, currentCategory: category.slug }}>
      <Breadcrumbs items={[{ label: "Blog", to: "/blog" }, { label: category.name }]} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{category.name}</h1>
      <p className="mt-2 text-stone-700">
        {posts.length === 1 ? "1 artigo" : `${posts.length} artigos`} sobre {category.name.toLowerCase()}.
      </p>
      <div className="mt-6">
        <PostGrid posts={posts} headingLevel={2} />
      </div>
    </BlogLayout>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
