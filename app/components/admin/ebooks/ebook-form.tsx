// The e-book's add and edit page: title, description, author, premium and
// prices, the PDF (required when adding, or when none is stored yet) and a cover.
import type { AdminEbookRow } from "~/domain/content/admin-ebooks.server";
import { checkEbookForm, ebookFormSchema } from "~/domain/content/forms/ebooks";
import { centsToInput } from "~/domain/admin/forms/shared";
import { EditorFrame, useEditorForm } from "../editor-frame";
import { type AdminReply, CheckboxField, FileField, ImageField, PriceField, TextAreaField, TextField } from "../fields";

export function EbookForm({
  ebook,
  confirmDelete,
  reply,
}: {
  ebook: AdminEbookRow | null;
  confirmDelete: boolean;
  reply: AdminReply;
}) {
  const form = useEditorForm({
    id: ebook ? `ebook-${ebook.id}` : "ebook-novo",
    schema: ebookFormSchema,
    check: checkEbookForm,
    extraFields: ["file", "cover"],
    reply,
    defaultValue: {
      title: ebook?.title,
      description: ebook?.description,
      author: ebook?.author,
      premium: ebook?.premium ? "on" : undefined,
      price: centsToInput(ebook?.priceCents),
      compareAtPrice: centsToInput(ebook?.compareAtCents),
    },
  });
  const { fields } = form;
  return (
    <EditorFrame
      form={form}
      list="/admin/ebooks"
      item={ebook}
      addTitle="Novo e-book"
      panelTitle={ebook ? "Dados do e-book" : "Adicionar Novo E-book"}
      submitLabel={ebook ? "Salvar alterações" : "Adicionar E-book"}
      deleteTitle="Excluir e-book?"
      deleteMessage={
        <p>
          Tem certeza que deseja excluir {ebook?.title}? O PDF e a capa também serão apagados. Esta ação não pode ser desfeita.
        </p>
      }
      confirmDelete={confirmDelete}
      reply={reply}
    >
      <TextField field={fields.title} label="Título" required maxLength={200} className="sm:col-span-2" />
      <TextAreaField field={fields.description} label="Descrição" rows={4} maxLength={5000} className="sm:col-span-2" />
      <TextField field={fields.author} label="Autor" maxLength={120} />
      <div className="flex items-end pb-2">
        <CheckboxField field={fields.premium} label="Premium (exclusivo do Clube)" />
      </div>
      <PriceField field={fields.price} label="Preço (R$)" hint="Só para e-books premium; vazio ou 0 = Grátis." />
      <PriceField field={fields.compareAtPrice} label="Preço original (R$)" hint="Opcional: o preço 'de', para ofertas." />
      <FileField
        field={fields.file}
        label="Arquivo do e-book (PDF)"
        purpose="ebook-pdf"
        accept="application/pdf"
        required={!ebook?.hasFile}
        hint="PDF até 10MB."
        current={ebook?.hasFile ? "Já existe um PDF; envie outro só para substituí-lo." : undefined}
      />
      <ImageField
        field={fields.cover}
        label="Capa (imagem)"
        purpose="ebook-cover"
        stored={Boolean(ebook?.coverUrl)}
        kept="a capa"
      />
    </EditorFrame>
  );
}
