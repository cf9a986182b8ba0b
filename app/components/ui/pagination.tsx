import { Link } from "react-router";
import { cx } from "./cx";

/** "Anterior · Página 2 de 9 · Próxima" with plain links (works without JavaScript). */
export function Pagination({
  page,
  pages,
  hrefFor,
  className,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  if (pages <= 1) return null;
  const link = "rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold hover:bg-stone-100";
  return (
    <nav aria-label="Paginação" className={cx("flex items-center justify-between gap-3", className)}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={link}>
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700" aria-current="page">
        Página {page} de {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={link}>
          Próxima
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
