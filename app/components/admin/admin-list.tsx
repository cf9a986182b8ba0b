// The page every content list shares (Produtos, E-books, Receitas, Blog, at
// {list}): its title with the count and "Novo …", the search (?q=, a GET
// form), the table with one row per item ending in its show/hide switch (where
// the section has one) and its edit and delete links, and the line shown when
// no row is. Every control is a link or a real <form>, so all of it works
// with scripts off. A section gives only its columns and cells.
import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";
import { matchesSearch } from "~/domain/admin/forms/shared";
import { AdminTable } from "./admin-table";
import { type AdminReply, PageHeader, Panel } from "./fields";

const cell = "px-3 py-2";

export function AdminList<T extends { id: number }>({
  list,
  title,
  description,
  addLabel,
  panelTitle,
  items,
  query,
  search,
  table,
  empty,
  labelOf,
  visibility,
  cells,
}: {
  /** The section's address ("/admin/produtos"): an item's page is {list}/{id}, a new one's {list}/novo. */
  list: string;
  title: string;
  description: string;
  /** The link to add one ("Novo produto"). */
  addLabel: string;
  panelTitle: string;
  items: T[];
  /** The search typed in the address (?q=). */
  query: string;
  /** The search box's label and placeholder, and the texts of an item it looks in. */
  search: { label: string; placeholder: string; in: (item: T) => Array<string | null | undefined> };
  /** The table's caption, its columns before "Visível" and "Ações", and its smallest width. */
  table: { caption: string; columns: string[]; minWidth: string };
  /** What shows when no row does: when there is no item at all (if it says more), and when none matches. */
  empty: { none?: string; noMatch: string };
  /** An item's name, in its row's links ("Editar …"). */
  labelOf: (item: T) => string;
  /** Show/hide: a switch per row posting intent 'visibility' to the list, and the page's refusal of it. */
  visibility?: { of: (item: T) => boolean; reply: AdminReply };
  /** The row's own cells (<td>s), before the switch and the links. */
  cells: (item: T) => ReactNode;
}) {
  const shown = items.filter((item) => matchesSearch(query, ...search.in(item)));
  // The switch is the page's one form: whatever the page refused is about it.
  const refusal = visibility?.reply?.result.error?.[""]?.[0];
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        action={
          <LinkButton to={`${list}/novo`} size="sm">
            {addLabel}
          </LinkButton>
        }
      />
      {refusal ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <Panel title={panelTitle}>
        <ListSearch label={search.label} placeholder={search.placeholder} query={query} />
        <AdminTable
          caption={table.caption}
          columns={[...table.columns, ...(visibility ? ["Visível"] : []), "Ações"]}
          minWidth={table.minWidth}
          className="mt-4"
          empty={shown.length === 0 && ((items.length === 0 && empty.none) || empty.noMatch)}
        >
          {shown.map((item) => (
            <tr key={item.id} className="border-t border-stone-200 align-middle">
              {cells(item)}
              {visibility ? (
                <td className={cell}>
                  <VisibilityToggle id={item.id} visible={visibility.of(item)} label={labelOf(item)} />
                </td>
              ) : null}
              <td className={cell}>
                <RowLinks to={`${list}/${item.id}`} label={labelOf(item)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </Panel>
    </>
  );
}

/** A list's search: a GET form (?q=), so it works without scripts and the address keeps it. */
function ListSearch({ label, placeholder, query }: { label: string; placeholder: string; query: string }) {
  const id = useId();
  return (
    <Form method="get" role="search" className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={placeholder}
        maxLength={100}
        className={cx(inputClasses, "flex-1")}
      />
      <Button type="submit" variant="outline">
        Buscar
      </Button>
    </Form>
  );
}

/** Show/hide of one row: a one-button form, so it works without scripts. */
function VisibilityToggle({ id, visible, label }: { id: number; visible: boolean; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="visible" value={visible ? "false" : "true"} />
      <button
        type="submit"
        name="intent"
        value="visibility"
        role="switch"
        aria-checked={visible}
        aria-label={`Visível: ${label}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1"
      >
        <span
          className={cx(
            "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors",
            visible ? "bg-primary" : "bg-stone-300",
          )}
        >
          <span
            className={cx(
              "absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform",
              visible ? "translate-x-5.5" : "translate-x-0.5",
            )}
          />
        </span>
        <span className="text-xs text-stone-700">{visible ? "Sim" : "Não"}</span>
      </button>
    </Form>
  );
}

/** 'Editar' and 'Excluir' of one row: links to the item's page (and its confirm step), so they work without scripts. */
function RowLinks({ to, label }: { to: string; label: string }) {
  const link =
    "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-100";
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={to} aria-label={`Editar ${label}`} className={link}>
        Editar
      </Link>
      <Link to={`${to}?excluir=1`} aria-label={`Excluir ${label}`} className={cx(link, "text-red-800")}>
        Excluir
      </Link>
    </div>
  );
}
