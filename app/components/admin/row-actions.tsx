import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** 'Editar' (opens the tab's editor through the URL) and 'Excluir' (asks first) for one row of an admin list. */
export function RowActions({
  tab,
  id,
  label,
  onDelete,
  children,
}: {
  tab: "produtos" | "ebooks" | "blog" | "receitas";
  id: number;
  /** The row's name, for the buttons' accessible names. */
  label: string;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <Link
        to={`/admin?aba=${tab}&editar=${id}`}
        preventScrollReset
        aria-label={`Editar ${label}`}
        className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-semibold hover:bg-stone-100"
      >
        Editar
      </Link>
      <Button variant="outline" size="sm" className="text-red-800" aria-label={`Excluir ${label}`} onClick={onDelete}>
        Excluir
      </Button>
      {children}
    </div>
  );
}
