// The e-book's add and edit form: title, description, author, premium and
// prices, the PDF (required when adding, or when none is stored yet) and a cover.
import { Form } from "react-router";
import type { AdminEbookRow } from "~/domain/admin/ebooks.server";
import { checkEbookForm, ebookFormSchema } from "~/domain/admin/forms/ebooks";
import { centsToInput } from "~/domain/admin/forms/shared";
import {
  AdminFormError,
  type AdminReply,
  CheckboxField,
  FileField,
  FormButtons,
  IMAGE_ACCEPT,
  PriceField,
  replyTo,
  TextAreaField,
  TextField,
  useAdminForm,
} from "../fields";

export function EbookForm({ ebook, reply }: { ebook: AdminEbookRow | null; reply: AdminReply }) {
  const { fields, formProps, formError } = useAdminForm({
    id: ebook ? `ebook-${ebook.id}` : "ebook-novo",
    schema: ebookFormSchema,
    check: checkEbookForm,
    lastResult: replyTo(reply, "save"),
    defaultValue: {
      title: ebook?.title,
      description: ebook?.description,
      author: ebook?.author,
      premium: ebook?.premium ? "on" : undefined,
      price: centsToInput(ebook?.priceCents),
      compareAtPrice: centsToInput(ebook?.compareAtCents),
    },
  });
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" {...formProps}>
      <div className="sm:col-span-2">
        <AdminFormError message={formError} />
      </div>
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
      <FileField
        field={fields.cover}
        label="Capa (imagem)"
        purpose="ebook-cover"
        accept={IMAGE_ACCEPT}
        hint="Imagem até 10MB."
        current={ebook?.coverUrl ? "Deixe vazio para manter a capa atual." : undefined}
      />
      <FormButtons intent="save" submitLabel={ebook ? "Salvar alterações" : "Adicionar E-book"} cancelTo="/admin/ebooks" />
    </Form>
  );
}
