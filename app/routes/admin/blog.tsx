// /admin/blog: every article, newest first, searchable. Writing one is
// /admin/blog/novo, editing /admin/blog/{id}.
import { data } from "react-router";
import { PostList } from "~/components/admin/blog/post-list";
import { searchOf } from "~/components/admin/fields";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { listAdminPosts } from "~/domain/content/admin-blog.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const posts = await listAdminPosts(context);
  return data({ posts, query: searchOf(request.url) }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Blog", "Artigos do blog.");

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <PostList {...loaderData} />;
}
