import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { formatDate } from "~/lib/dates";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  publishedAt: Date | string;
}

export function PostCard({ post, featured = false }: { post: PostCardData; featured?: boolean }) {
  return (
    <article className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <Link to={`/blog/${post.slug}`}>
        <ProductImage src={post.coverImage} alt="" width={featured ? 1200 : 600} height={featured ? 675 : 338} eager={featured} className="aspect-video w-full" />
      </Link>
      <div className="p-4">
        {featured ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Destaque</span> : null}
        <h3 className={featured ? "mt-2 text-xl font-bold" : "font-semibold"}>
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-stone-700">{post.excerpt}</p>
        <p className="mt-2 text-xs text-stone-600">{formatDate(post.publishedAt)}</p>
      </div>
    </article>
  );
}
