// /busca?q=…: the header search's results as a page, so the search box works
// before the scripts run and with JavaScript off (the dialog enhances it).
// Same groups and texts as the dialog; the products come from the same query.
// The loader hands the texts over, so the browser code of this page does not
// share a chunk with the header's (app/domain/catalog/site-search.ts stays in the root's).
import { data, Form, Link } from "react-router";
import { FileIcon, PackageIcon, SearchIcon } from "~/components/ui/icons";
import { searchProducts } from "~/domain/catalog/products.server";
import { limitAttempt, RULES } from "~/platform/security/rate-limit.server";
import { pageMeta } from "~/lib/meta";
import { matchingPages, productHref, SEARCH_FIELD, SEARCH_TEXTS, type SearchHit } from "~/domain/catalog/site-search";
// (server side only: the loader's texts reach the component as data)
import type { Route } from "./+types/busca";
import { withoutNul } from "~/lib/control-chars";

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get(SEARCH_FIELD) ?? "";
  const text = withoutNul(raw).slice(0, 200).trim();
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  const answer = (groups: { kind: "pages" | "products"; label: string; hits: SearchHit[] }[], limited: string | null = null) => ({
    text,
    field: SEARCH_FIELD,
    emptyText: SEARCH_TEXTS.empty,
    groups,
    limited,
  });
  if (!text) return data(answer([]), { headers });
  const limited = await limitAttempt(context.rateLimiter, [`search:ip:${context.clientIp}`], RULES.search);
  if (limited) return data(answer([], limited.message), { status: 429, headers });
  const rows = await searchProducts(context.db, text);
  return data(
    answer([
      { kind: "pages", label: SEARCH_TEXTS.pages, hits: matchingPages(context.config.brand, text) },
      { kind: "products", label: SEARCH_TEXTS.products, hits: rows.map((p) => ({ name: p.name, href: productHref(p.id) })) },
    ]),
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, loaderData?.text ? `Busca: ${loaderData.text}` : "Busca", "Encontre páginas e produtos da loja."),
  { name: "robots", content: "noindex" },
];

function Group({ label, hits, icon: Icon }: { label: string; hits: SearchHit[]; icon: typeof FileIcon }) {
  if (hits.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</h2>
      <ul className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {hits.map((hit) => (
          <li key={hit.href}>
            <Link to={hit.href} className="flex min-h-12 items-center gap-3 px-4 text-stone-800 hover:bg-brand-50">
              <Icon className="size-4 shrink-0 text-stone-500" />
              <span>{hit.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Busca({ loaderData }: Route.ComponentProps) {
  const { text, field, emptyText, groups, limited } = loaderData;
  const found = groups.some((group) => group.hits.length > 0);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900">Pesquisar</h1>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="busca-q" className="sr-only">
          Pesquisar páginas e produtos
        </label>
        <input
          id="busca-q"
          type="search"
          name={field}
          defaultValue={text}
          placeholder="Digite para pesquisar..."
          maxLength={200}
          className="block h-12 min-w-0 flex-1 rounded-lg border border-stone-500 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500"
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          <SearchIcon className="size-5" />
          Pesquisar
        </button>
      </Form>
      {limited ? (
        <p role="alert" className="mt-6 text-red-700">
          {limited}
        </p>
      ) : text ? (
        !found ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-stone-600">
            {emptyText}
          </p>
        ) : (
          <div>
            {groups.map((group) => (
              <Group
                key={group.kind}
                label={group.label}
                hits={group.hits}
                icon={group.kind === "pages" ? FileIcon : PackageIcon}
              />
            ))}
          </div>
        )
      ) : null}
    </div>
  );
}
