// POST /admin/blog: write, edit, delete an article (HTML sanitised on the server).
import { redirect } from "react-router";
import { handleAdminAction, invalid, notFound } from "~/domain/admin/admin-action.server";
import { createPost, deletePost, updatePost } from "~/domain/admin/blog.server";
import { validateBlogForm } from "~/domain/admin/forms/blog";
import { idSchema } from "~/domain/admin/forms/shared";
import type { Route } from "./+types/admin.blog";

export function loader() {
  return redirect("/admin?aba=blog");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(context, request, {
    create: {
      errorTitle: "Erro ao criar post",
      errorDescription: "Não foi possível criar o post. Tente novamente.",
      async run({ ctx, fields, file }) {
        const form = validateBlogForm(fields, "create");
        if (!form.ok) return invalid(form);
        return createPost(ctx, form.data, file("cover"));
      },
    },
    update: {
      errorTitle: "Erro ao atualizar post",
      errorDescription: "Não foi possível atualizar o post. Tente novamente.",
      async run({ ctx, fields, file }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao atualizar post");
        const form = validateBlogForm(fields, "update");
        if (!form.ok) return invalid(form);
        return updatePost(ctx, id.data, form.data, file("cover"));
      },
    },
    delete: {
      errorTitle: "Erro ao excluir post",
      errorDescription: "Não foi possível excluir o post. Tente novamente.",
      async run({ ctx, fields }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao excluir post");
        return deletePost(ctx, id.data);
      },
    },
  });
}
