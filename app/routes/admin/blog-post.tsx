// /admin/blog/{id}: one article's edit page (and its delete step,
// ?excluir=1); /admin/blog/novo writes a new one.
import { data } from "react-router";
import { PostForm } from "~/components/admin/blog/post-form";
import { adminForm, handleAdminForm, notFound } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { createPost, deletePost, findAdminPost, updatePost } from "~/domain/content/admin-blog.server";
import { checkRowId, idFromParam } from "~/domain/admin/forms/admin-check";
import { checkBlogForm } from "~/domain/content/forms/blog";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

const noStore = { headers: { "Cache-Control": "no-store" } };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  if (params.id === "novo") return data({ post: null, confirmDelete: false }, noStore);
  const id = idFromParam(params.id);
  const post = id === null ? null : await findAdminPost(context, id);
  if (!post) throw data("Artigo não encontrado", { status: 404 });
  return data({ post, confirmDelete: new URL(request.url).searchParams.has("excluir") }, noStore);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idFromParam(params.id);
  return handleAdminForm(context, request, {
    save: adminForm({
      check: checkBlogForm,
      failure:
        id === null
          ? "Não foi possível publicar o artigo. Tente novamente."
          : "Não foi possível atualizar o artigo. Tente novamente.",
      async run({ ctx, value, file }) {
        if (params.id === "novo") {
          const outcome = await createPost(ctx, value, file("cover"));
          return outcome.ok ? { ...outcome, redirectTo: "/admin/blog" } : outcome;
        }
        return id === null ? notFound() : updatePost(ctx, id, value, file("cover"));
      },
    }),
    delete: adminForm({
      check: checkRowId,
      failure: "Não foi possível excluir o artigo. Tente novamente.",
      async run({ ctx, value }) {
        if (value.id !== id) return notFound();
        const outcome = await deletePost(ctx, value.id);
        return outcome.ok ? { ...outcome, redirectTo: "/admin/blog" } : outcome;
      },
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, `${loaderData?.post ? loaderData.post.title : "Novo artigo"}`, "Artigo do blog.");

export default function AdminBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return <PostForm {...loaderData} reply={actionData} />;
}
