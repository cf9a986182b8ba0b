import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { RssIcon } from "~/components/content/content-icons";
import { QuizPromo } from "./quiz-promo";

export interface BlogSidebarProps {
  categories: readonly { name: string; slug: string }[];
  recent: { slug: string; title: string; coverImage: string | null; publishedAt: Date | string; publishedOn: string }[];
  /** The category being shown, marked with aria-current. */
  currentCategory?: string | null;
}

/** Beside every blog page: categories, the 3 most recent articles and the quiz promo. */
export function BlogSidebar({ categories, recent, currentCategory = null }: BlogSidebarProps) {
  return (
    <aside aria-label="Mais do blog" className="flex flex-col gap-6">
      <section aria-labelledby="blog-categorias" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="blog-categorias" className="text-base font-bold">
          Categorias
        </h2>
        <nav aria-label="Categorias do blog" className="mt-2">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/blog/categorias/${c.slug}`}
                  aria-current={currentCategory === c.slug ? "page" : undefined}
                  className="flex min-h-11 items-center rounded-lg border border-stone-200 px-3 text-sm font-medium text-stone-800 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white lg:border-0"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      {recent.length ? (
        <section aria-labelledby="blog-recentes" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 id="blog-recentes" className="text-base font-bold">
            Mais recentes
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {recent.map((p) => (
              <li key={p.slug}>
                <Link to={`/blog/${p.slug}`} className="group flex min-h-11 gap-3">
                  <ProductImage src={p.coverImage} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded-lg" />
                  <span className="flex flex-col">
                    <span className="line-clamp-2 text-sm font-semibold leading-snug group-hover:underline">{p.title}</span>
                    <span className="mt-0.5 text-xs text-stone-600">{p.publishedOn}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <QuizPromo compact />

      <a
        href="/blog/rss.xml"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <RssIcon className="size-4" />
        Assinar o feed RSS
      </a>
    </aside>
  );
}
