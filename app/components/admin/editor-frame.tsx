// The page every content editor shares (Produtos, E-books, Receitas, Blog, at
// {list}/novo and {list}/{id}): its title, the delete step, the panel, and the
// form posting intent 'save' with its files, its own message first and its
// buttons last. A section gives only its fields and its words. Both forms are
// real <form>s posting to the page itself, so they work with scripts off.
import type { getFormProps } from "@conform-to/react";
import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import type { CheckedFormOptions } from "~/components/ui/checked-form";
import { AdminFormError, type AdminReply, FormButtons, PageHeader, Panel, refusalOf, replyTo, useAdminForm } from "./fields";

/** The editor's form, answered by the page's reply to its 'save'. */
export function useEditorForm<T, F extends string = never>({
  reply,
  ...options
}: Omit<CheckedFormOptions<T, F>, "lastResult"> & { reply: AdminReply }) {
  return useAdminForm({ ...options, lastResult: replyTo(reply, "save") });
}

export function EditorFrame({
  form,
  list,
  item,
  addTitle,
  addDescription,
  panelTitle,
  submitLabel,
  deleteTitle,
  deleteMessage,
  confirmDelete,
  reply,
  children,
}: {
  /** What useEditorForm returned. */
  form: { formProps: ReturnType<typeof getFormProps>; formError: string | undefined };
  /** The section's list ("/admin/produtos"): where Cancelar goes; an item's page is {list}/{id}. */
  list: string;
  /** The item being edited; null on the add page. */
  item: { id: number; title: string } | null;
  /** The add page's title ("Novo produto") and, if any, a line under it. */
  addTitle: string;
  addDescription?: string;
  panelTitle: string;
  submitLabel: string;
  /** The delete step's heading and what it says. */
  deleteTitle: string;
  deleteMessage: ReactNode;
  /** The page was asked for the delete step (?excluir=1). */
  confirmDelete: boolean;
  reply: AdminReply;
  /** The fields, in the form's two-column grid. */
  children: ReactNode;
}) {
  const deleteRefusal = refusalOf(reply, "delete");
  return (
    <>
      <PageHeader title={item ? `Editar: ${item.title}` : addTitle} description={item ? undefined : addDescription} />
      {/* A refused deletion comes back to the step, with its message. */}
      {item && (confirmDelete || deleteRefusal) ? (
        <DeleteStep title={deleteTitle} id={item.id} cancelTo={`${list}/${item.id}`} error={deleteRefusal}>
          {deleteMessage}
        </DeleteStep>
      ) : null}
      <Panel title={panelTitle}>
        <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" {...form.formProps}>
          <div className="sm:col-span-2">
            <AdminFormError message={form.formError} />
          </div>
          {children}
          <FormButtons intent="save" submitLabel={submitLabel} cancelTo={list} />
        </Form>
      </Panel>
    </>
  );
}

/**
 * The confirm step of a deletion: a page state (`?excluir=1`), so it works
 * without scripts. Posting intent 'delete' to the item's page.
 */
function DeleteStep({
  title,
  children,
  cancelTo,
  id,
  error,
}: {
  title: string;
  children: ReactNode;
  cancelTo: string;
  id: number;
  error?: string;
}) {
  const headingId = useId();
  return (
    <section
      role="alertdialog"
      aria-labelledby={headingId}
      className="mb-5 rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-red-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-stone-800">{children}</div>
      <AdminFormError message={error} />
      <Form method="post" className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <input type="hidden" name="id" value={id} />
        <Link to={cancelTo} className={buttonClasses({ variant: "outline" })}>
          Cancelar
        </Link>
        <Button type="submit" name="intent" value="delete" variant="destructive">
          Excluir
        </Button>
      </Form>
    </section>
  );
}
