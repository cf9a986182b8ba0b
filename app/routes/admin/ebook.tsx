// /admin/ebooks/{id}: one e-book's edit page (and its delete step,
// ?excluir=1); /admin/ebooks/novo is the add form.
import { data } from "react-router";
import { EbookForm } from "~/components/admin/ebooks/ebook-form";
import { adminForm, handleAdminForm, notFound } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { createEbook, deleteEbook, findAdminEbook, updateEbook } from "~/domain/content/admin-ebooks.server";
import { checkRowId, idFromParam } from "~/domain/admin/forms/admin-check";
import { checkEbookForm } from "~/domain/content/forms/ebooks";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/ebook";

const noStore = { headers: { "Cache-Control": "no-store" } };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  if (params.id === "novo") return data({ ebook: null, confirmDelete: false }, noStore);
  const id = idFromParam(params.id);
  const ebook = id === null ? null : await findAdminEbook(context, id);
  if (!ebook) throw data("E-book não encontrado", { status: 404 });
  return data({ ebook, confirmDelete: new URL(request.url).searchParams.has("excluir") }, noStore);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idFromParam(params.id);
  return handleAdminForm(context, request, {
    save: adminForm({
      check: checkEbookForm,
      failure:
        id === null
          ? "Não foi possível adicionar o e-book. Tente novamente."
          : "Não foi possível atualizar o e-book. Tente novamente.",
      async run({ ctx, value, file }) {
        const files = { pdf: file("file"), cover: file("cover") };
        if (params.id === "novo") {
          const outcome = await createEbook(ctx, value, files);
          return outcome.ok ? { ...outcome, redirectTo: "/admin/ebooks" } : outcome;
        }
        return id === null ? notFound() : updateEbook(ctx, id, value, files);
      },
    }),
    delete: adminForm({
      check: checkRowId,
      failure: "Não foi possível excluir o e-book. Tente novamente.",
      async run({ ctx, value }) {
        if (value.id !== id) return notFound();
        const outcome = await deleteEbook(ctx, value.id);
        return outcome.ok ? { ...outcome, redirectTo: "/admin/ebooks" } : outcome;
      },
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, `${loaderData?.ebook ? loaderData.ebook.title : "Novo e-book"}`, "E-book da loja.");

export default function AdminEbook({ loaderData, actionData }: Route.ComponentProps) {
  return <EbookForm {...loaderData} reply={actionData} />;
}
