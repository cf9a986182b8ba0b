// E-books: 'Adicionar Novo E-book', the table (Capa, Título, Descrição,
// Preço, Premium, Ações) with a search over title and description, the
// 'Editar E-book' dialog and delete with confirmation.
import { useId, useState } from "react";
import { ProductImage } from "~/components/product-image";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import type { AdminEbookRow as EbookRow } from "~/domain/admin/ebooks.server";
import { validateEbookForm } from "~/domain/admin/forms/ebooks";
import { centsToInput, matchesSearch } from "~/domain/admin/forms/shared";
import { browserFileProblem } from "~/domain/admin/forms/uploads";
import { formatBRL } from "~/lib/money";
import { AdminTable } from "./admin-table";
import { AdminForm, CheckboxField, FileField, FormButtons, IMAGE_ACCEPT, Panel, PriceField, TextArea, TextField } from "./fields";
import { DeleteRowDialog } from "./overlays";
import { RowActions } from "./row-actions";
import { SearchBox } from "./search-box";
import { formFields, formFile, formProblem, useAdminForm, useFormReset } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

export function EbooksTab({ ebooks, editing }: { ebooks: EbookRow[]; editing: EbookRow | null }) {
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<EbookRow | null>(null);
  const close = useCloseEditing();
  const descriptionId = useId();
  const shown = ebooks.filter((e) => matchesSearch(query, e.title, e.description));
  const emptyText = ebooks.length === 0 ? "Nenhum e-book cadastrado ainda." : "Nenhum e-book encontrado.";
  return (
    <div className="space-y-6">
      <Panel title="Adicionar Novo E-book">
        <EbookForm mode="create" />
      </Panel>

      <Panel
        title="E-books cadastrados"
        actions={
          <SearchBox label="Buscar e-books" placeholder="Buscar por título ou descrição..." value={query} onChange={setQuery} />
        }
      >
        <AdminTable
          caption="E-books"
          columns={["Capa", "Título", "Descrição", "Preço", "Premium", "Ações"]}
          minWidth="min-w-[48rem]"
          empty={shown.length === 0 && emptyText}
        >
          {shown.map((e) => (
            <tr key={e.id} className="border-t border-stone-200 align-middle">
              <td className="px-3 py-2">
                <ProductImage src={e.coverUrl} alt="" width={40} height={56} className="h-14 w-10 rounded text-[9px]" />
              </td>
              <td className="px-3 py-2 font-medium">
                {e.title}
                {!e.hasFile ? <span className="mt-1 block text-xs font-normal text-red-800">Sem arquivo PDF</span> : null}
              </td>
              <td className="max-w-xs px-3 py-2 text-stone-700">
                <span className="line-clamp-2">{e.description || "—"}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{e.premium && e.priceCents ? formatBRL(e.priceCents) : "Grátis"}</td>
              <td className="px-3 py-2">
                <span
                  className={
                    e.premium
                      ? "rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-stone-900"
                      : "text-xs text-stone-700"
                  }
                >
                  {e.premium ? "Premium" : "Não"}
                </span>
              </td>
              <td className="px-3 py-2">
                <RowActions tab="ebooks" id={e.id} label={e.title} onDelete={() => setDeleting(e)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </Panel>

      <Dialog open={editing !== null} onClose={close} className="max-w-2xl p-6" aria-describedby={descriptionId}>
        <DialogTitle className="text-xl font-bold">Editar E-book</DialogTitle>
        <p id={descriptionId} className="mt-1 text-sm text-stone-700">
          Atualize as informações do e-book.
        </p>
        <div className="mt-5">{editing ? <EbookForm key={editing.id} mode="update" ebook={editing} onDone={close} /> : null}</div>
      </Dialog>

      <DeleteRowDialog
        row={deleting}
        action="/admin/ebooks"
        title="Excluir e-book?"
        description={
          <p>
            Tem certeza que deseja excluir {deleting?.title}? O PDF e a capa também serão apagados. Esta ação não pode ser
            desfeita.
          </p>
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function EbookForm({ mode, ebook, onDone }: { mode: "create" | "update"; ebook?: EbookRow; onDone?: () => void }) {
  const { formKey, reset } = useFormReset(mode === "update", onDone);
  const [premium, setPremium] = useState(ebook?.premium ?? false);
  const errorTitle = mode === "create" ? "Erro ao adicionar e-book" : "Erro ao atualizar e-book";
  const action = useAdminForm({
    check: (form) => {
      const pdf = formFile(form, "file");
      const checked = validateEbookForm(formFields(form), mode, {
        hasPdf: pdf !== null,
        hasExistingFile: ebook?.hasFile ?? false,
      });
      return formProblem(checked, errorTitle, {
        file: browserFileProblem(pdf, "ebook-pdf"),
        cover: browserFileProblem(formFile(form, "cover"), "ebook-cover"),
      });
    },
    onSuccess: () => {
      if (mode === "create") setPremium(false);
      reset();
    },
  });
  const { errors } = action;
  return (
    <AdminForm key={formKey} form={action} action="/admin/ebooks" mode={mode} id={ebook?.id}>
      <TextField
        label="Título"
        name="title"
        required
        maxLength={200}
        defaultValue={ebook?.title}
        error={errors.title}
        className="sm:col-span-2"
      />
      <TextArea
        label="Descrição"
        name="description"
        rows={3}
        maxLength={5000}
        defaultValue={ebook?.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <TextField label="Autor" name="author" maxLength={120} defaultValue={ebook?.author} error={errors.author} />
      <div className="flex items-end pb-2">
        <CheckboxField
          label="Premium (exclusivo do Clube)"
          name="premium"
          checked={premium}
          onChange={(event) => setPremium(event.currentTarget.checked)}
        />
      </div>
      <PriceField
        label="Preço (R$)"
        name="price"
        disabled={!premium}
        defaultValue={centsToInput(ebook?.priceCents)}
        hint="Só para e-books premium; vazio ou 0 = Grátis."
        error={errors.price}
      />
      <PriceField
        label="Preço original (R$)"
        name="compareAtPrice"
        defaultValue={centsToInput(ebook?.compareAtCents)}
        hint="Opcional: o preço 'de', para ofertas."
        error={errors.compareAtPrice}
      />
      <FileField
        label="Arquivo do e-book (PDF)"
        name="file"
        accept="application/pdf"
        hint="PDF até 10MB."
        current={ebook?.hasFile ? "Já existe um PDF; envie outro só para substituí-lo." : undefined}
        error={errors.file}
      />
      <FileField
        label="Capa (imagem)"
        name="cover"
        accept={IMAGE_ACCEPT}
        hint="Imagem até 10MB."
        current={ebook?.coverUrl ? "Deixe vazio para manter a capa atual." : undefined}
        error={errors.cover}
      />
      <FormButtons
        busy={action.busy}
        submitLabel={mode === "create" ? "Adicionar E-book" : "Salvar alterações"}
        onCancel={mode === "update" ? onDone : undefined}
      />
    </AdminForm>
  );
}
