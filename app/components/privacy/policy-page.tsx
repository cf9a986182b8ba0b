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

/** A simple table that scrolls sideways on narrow screens. */
export function PolicyTable({ head, rows, caption }: { head: string[]; rows: ReactNode[][]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 align-top">
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-2 font-medium text-stone-900">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const policyLinkClass = "font-medium text-teal-800 underline underline-offset-2";
