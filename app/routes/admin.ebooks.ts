// POST /admin/ebooks: add, edit, delete an e-book (PDF and cover uploads).
import { redirect } from "react-router";
import { handleAdminAction, invalid, notFound } from "~/domain/admin/admin-action.server";
import { createEbook, deleteEbook, findAdminEbook, updateEbook } from "~/domain/admin/ebooks.server";
import { validateEbookForm } from "~/domain/admin/forms/ebooks";
import { idSchema } from "~/domain/admin/forms/shared";
import type { Route } from "./+types/admin.ebooks";

export function loader() {
  return redirect("/admin?aba=ebooks");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(context, request, {
    create: {
      errorTitle: "Erro ao adicionar e-book",
      errorDescription: "Não foi possível adicionar o e-book. Tente novamente.",
      async run({ ctx, fields, file }) {
        const files = { pdf: file("file"), cover: file("cover") };
        const form = validateEbookForm(fields, "create", { hasPdf: files.pdf !== null, hasExistingFile: false });
        if (!form.ok) return invalid(form);
        return createEbook(ctx, form.data, files);
      },
    },
    update: {
      errorTitle: "Erro ao atualizar e-book",
      errorDescription: "Não foi possível atualizar o e-book. Tente novamente.",
      async run({ ctx, fields, file }) {
        const id = idSchema.safeParse(fields.id);
        const existing = id.success ? await findAdminEbook(ctx, id.data) : null;
        if (!existing) return notFound("Erro ao atualizar e-book");
        const files = { pdf: file("file"), cover: file("cover") };
        const form = validateEbookForm(fields, "update", { hasPdf: files.pdf !== null, hasExistingFile: existing.hasFile });
        if (!form.ok) return invalid(form);
        return updateEbook(ctx, existing.id, form.data, files);
      },
    },
    delete: {
      errorTitle: "Erro ao excluir e-book",
      errorDescription: "Não foi possível excluir o e-book. Tente novamente.",
      async run({ ctx, fields }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao excluir e-book");
        return deleteEbook(ctx, id.data);
      },
    },
  });
}
