import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  publishedAt: Date | string;
  /** "21/11/2026", formatted by the server. */
  publishedOn: string;
  categoryName?: string | null;
  author?: { name: string };
}

function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An article in a list. `featured` is the newest article on /blog ('Destaque'). */
export function PostCard({
  post,
  featured = false,
  eager = false,
  headingLevel = 3,
}: {
  post: PostCardData;
  featured?: boolean;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${post.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <ProductImage
          src={post.coverImage}
          alt=""
          width={featured ? 1200 : 600}
          height={featured ? 675 : 338}
          eager={featured || eager}
          sizes={featured ? "(min-width: 1024px) 1100px, 100vw" : "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"}
          className="aspect-video w-full"
        />
      </Link>
      <div className={`flex flex-1 flex-col gap-2 ${featured ? "p-5 md:p-6" : "p-4"}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {featured ? (
            <span className="rounded-full bg-accent-100 px-2.5 py-1 font-semibold text-amber-900 ring-1 ring-amber-300">
              Destaque
            </span>
          ) : null}
          {post.categoryName ? (
            <span className="font-semibold uppercase tracking-wide text-brand-800">{post.categoryName}</span>
          ) : null}
        </div>
        <Heading className={featured ? "text-xl font-bold leading-tight sm:text-2xl" : "text-base font-semibold leading-snug"}>
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className={`text-stone-700 ${featured ? "text-base" : "line-clamp-3 text-sm"}`}>{post.excerpt}</p>
        <p className="mt-auto pt-1 text-xs text-stone-600">
          <time dateTime={isoDate(post.publishedAt)}>{post.publishedOn}</time>
          {post.author ? <> · {post.author.name}</> : null}
        </p>
      </div>
    </article>
  );
}

/** A grid of article cards, or the spec's empty message with a link back to /blog. */
export function PostGrid({ posts, headingLevel = 2 }: { posts: PostCardData[]; headingLevel?: 2 | 3 }) {
  if (posts.length === 0) {
    return (
      <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
        <p className="text-stone-700">Nenhum artigo encontrado nesta categoria.</p>
        <Link to="/blog" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Voltar para o blog
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {posts.map((p, i) => (
        <li key={p.slug}>
          <PostCard post={p} headingLevel={headingLevel} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
}
