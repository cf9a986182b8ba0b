// The shared frame of /privacidade and /termos: a readable column, the text's
// version and date at the top, headings with anchors.
import type { ReactNode } from "react";

export function PolicyPage({
  title,
  version,
  date,
  intro,
  children,
}: {
  title: string;
  version: string;
  date: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-stone-800 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        Versão {version} · em vigor desde {date}
      </p>
      <div className="mt-6 space-y-4 leading-relaxed">{intro}</div>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-24 space-y-3 leading-relaxed">
      <h2 id={`${id}-titulo`} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table of the policy. From md up it is drawn as a table; on a phone each
 * row becomes a short block, each value under its column's name, so nothing
 * is cut or scrolls sideways. It stays one real table throughout: the explicit
 * roles keep its semantics when CSS changes how its parts are displayed (some
 * browsers drop them otherwise), the header row is only visually hidden on a
 * phone (screen readers still pair each cell with its column header), and the
 * visible labels are hidden from them so nothing is read twice.
 */
export function PolicyTable({ head, rows, caption }: { head: string[]; rows: ReactNode[][]; caption: string }) {
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table roles are deliberate, see above */
  return (
    <div className="rounded-xl border border-stone-200">
      <table role="table" className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="block bg-stone-100 text-stone-700 md:table-header-group">
          <tr role="row" className="sr-only md:not-sr-only md:table-row">
            {head.map((h) => (
              <th key={h} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-stone-200 align-top md:table-row-group">
          {rows.map((row, i) => (
            <tr key={i} role="row" className="block py-2 md:table-row md:py-0">
              {row.map((cell, j) => {
                const label = (
                  <span aria-hidden="true" className="block text-xs font-semibold text-stone-600 md:hidden">
                    {head[j]}
                  </span>
                );
                const cellClass = "block px-3 py-1 break-words md:table-cell md:py-2";
                return j === 0 ? (
                  <th key={j} role="rowheader" scope="row" className={`${cellClass} font-medium text-stone-900`}>
                    {label}
                    {cell}
                  </th>
                ) : (
                  <td key={j} role="cell" className={cellClass}>
                    {label}
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}

export const policyLinkClass = "font-medium text-teal-800 underline underline-offset-2";
