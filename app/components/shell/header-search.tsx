// Header search: a GET form to /busca (works before the scripts run and
// without them), enhanced into a search dialog that opens when the shopper
// types, clicks the box or the search button, or presses Enter, never on focus
// alone (WCAG 3.2.1). Pages are filtered in the browser; products come from
// /api/search (debounced, previous request aborted). Combobox + listbox ARIA.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Brand } from "~/lib/brand";
import { matchingPages, SEARCH_FIELD, SEARCH_PAGE, SEARCH_TEXTS } from "~/domain/catalog/site-search";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { cx } from "~/components/ui/cx";
import { CloseIcon, FileIcon, PackageIcon, SearchIcon, SpinnerIcon } from "~/components/ui/icons";

const DEBOUNCE_MS = 200;

interface ProductResult {
  id: number;
  name: string;
  href: string;
}

interface SearchOption {
  key: string;
  group: "pages" | "products";
  name: string;
  href: string;
}

/** The last completed product search: for which text, and what it found. */
interface ProductSearch {
  text: string;
  products: ProductResult[];
}

function isProductList(value: unknown): value is ProductResult[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        "id" in item &&
        "name" in item &&
        "href" in item &&
        typeof item.id === "number" &&
        typeof item.name === "string" &&
        typeof item.href === "string",
    )
  );
}

/** Products whose name matches `text`, fetched after a pause in typing. */
function useProductSearch(text: string, enabled: boolean): ProductSearch | null {
  const [result, setResult] = useState<ProductSearch | null>(null);

  useEffect(() => {
    if (!enabled || !text) return;
    const controller = new AbortController();
    const search = async () => {
      try {
        const response = await fetch("/api/search?q=" + encodeURIComponent(text), {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body: unknown = await response.json();
        const products = (body as { products?: unknown } | null)?.products;
        if (!isProductList(products)) throw new Error("Resposta de busca inválida");
        setResult({ text, products });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("Busca de produtos falhou; mostrando apenas páginas.", error);
        setResult({ text, products: [] });
      }
    };
    const timer = setTimeout(() => void search(), DEBOUNCE_MS);
    // A new keystroke cancels the pending timer and the request in flight.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);

  return result;
}

export function HeaderSearch({ brand }: { brand: Brand }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const dialogInputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-lista`;

  const text = query.trim();
  const search = useProductSearch(text, open);

  const pages: SearchOption[] = matchingPages(brand, text).map((page) => ({
    ...page,
    key: `pagina-${page.href}`,
    group: "pages",
  }));

  // Text typed into the box before the scripts ran is kept (not opened: typing then was not a request to open).
  useEffect(() => {
    const typed = boxRef.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);

  // While the next request is in flight the previous products stay listed.
  const settled = search !== null && search.text === text;
  const products: SearchOption[] = (text && search ? search.products : []).map((product) => ({
    key: `produto-${product.id}`,
    group: "products",
    name: product.name,
    href: product.href,
  }));

  const options = [...pages, ...products];
  const active = options.length ? Math.min(activeIndex, options.length - 1) : -1;
  const optionId = (index: number) => `${baseId}-opcao-${index}`;
  const loading = text !== "" && !settled;
  const showEmpty = text !== "" && settled && options.length === 0;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${baseId}-opcao-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, baseId]);

  const openDialog = () => setOpen(true);

  const closeDialog = () => {
    setOpen(false);
    setQuery("");
    setActiveIndex(0);
  };

  const changeQuery = (value: string) => {
    setQuery(value);
    setActiveIndex(0);
    if (!open) setOpen(true);
  };

  const choose = (option: SearchOption) => {
    closeDialog();
    void navigate(option.href);
  };

  const onComboboxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((active + step + options.length) % options.length);
    } else if (event.key === "Home" && options.length && event.ctrlKey) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === "End" && options.length && event.ctrlKey) {
      event.preventDefault();
      setActiveIndex(options.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      // `active` is an index of `options`, or -1 when nothing is listed.
      const option = options[active];
      if (option) choose(option);
      else if (text) {
        // Nothing listed (yet): the results page answers.
        closeDialog();
        void navigate(`${SEARCH_PAGE}?${SEARCH_FIELD}=${encodeURIComponent(text)}`);
      }
    }
    // Escape is handled by the dialog: it closes.
  };

  const renderGroup = (group: SearchOption["group"], label: string) => {
    const entries = options.map((option, index) => ({ option, index })).filter((e) => e.option.group === group);
    if (entries.length === 0) return null;
    const labelId = `${baseId}-grupo-${group}`;
    return (
      <div role="group" aria-labelledby={labelId} className="py-1">
        <div
          id={labelId}
          role="presentation"
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600"
        >
          {label}
        </div>
        {entries.map(({ option, index }) => (
          // A button in the option role: the input keeps focus (arrows move aria-activedescendant), a tap chooses.
          <button
            type="button"
            tabIndex={-1}
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cx(
              "flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-left text-sm text-stone-800",
              index === active && "bg-brand-50 text-brand-900",
            )}
            // Keep focus in the input; choose on click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && setActiveIndex(index)}
            onClick={() => choose(option)}
          >
            {group === "pages" ? (
              <FileIcon className="size-4 shrink-0 text-stone-500" />
            ) : (
              <PackageIcon className="size-4 shrink-0 text-stone-500" />
            )}
            <span className="truncate">{option.name}</span>
          </button>
        ))}
      </div>
    );
  };

  return (
    <>
      <form
        role="search"
        method="get"
        action={SEARCH_PAGE}
        className="relative w-full"
        onSubmit={(event) => {
          // Enhanced: the dialog answers instead of the results page.
          event.preventDefault();
          openDialog();
        }}
      >
        <input
          ref={boxRef}
          type="search"
          name={SEARCH_FIELD}
          value={query}
          placeholder="O que você procura?"
          aria-label="Pesquisar"
          aria-haspopup="dialog"
          autoComplete="off"
          className="block h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white pl-4 pr-12 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-primary [&::-webkit-search-cancel-button]:hidden"
          onClick={openDialog}
          onChange={(event) => changeQuery(event.target.value)}
        />
        <button
          ref={buttonRef}
          type="submit"
          aria-label="Pesquisar"
          aria-haspopup="dialog"
          className="absolute right-0 top-0 inline-flex size-11 items-center justify-center rounded-full text-stone-600 transition-colors hover:text-stone-900"
        >
          <SearchIcon />
        </button>
      </form>

      <Dialog
        open={open}
        onClose={closeDialog}
        placement="top"
        initialFocusRef={dialogInputRef}
        returnFocus={() => buttonRef.current}
        className="flex max-h-[min(32rem,80vh)] max-w-lg flex-col overflow-hidden"
      >
        <DialogTitle className="sr-only">Pesquisar</DialogTitle>
        <div className="flex items-center gap-2 border-b border-stone-200 px-3 py-2">
          <SearchIcon className="size-5 shrink-0 text-stone-500" />
          <input
            ref={dialogInputRef}
            type="text"
            value={query}
            role="combobox"
            aria-label="Pesquisar páginas e produtos"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder="Digite para pesquisar..."
            autoComplete="off"
            enterKeyHint="go"
            className="h-11 min-w-0 flex-1 bg-transparent text-base text-stone-900 placeholder:text-stone-500 focus-visible:outline-none"
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={onComboboxKeyDown}
          />
          {loading ? <SpinnerIcon className="size-4 shrink-0 animate-spin text-stone-500" aria-hidden="true" /> : null}
          <button
            type="button"
            aria-label="Fechar pesquisa"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            onClick={closeDialog}
          >
            <CloseIcon />
          </button>
        </div>
        <div id={listboxId} role="listbox" aria-label="Resultados" className="overflow-y-auto px-2 empty:hidden">
          {renderGroup("pages", SEARCH_TEXTS.pages)}
          {renderGroup("products", SEARCH_TEXTS.products)}
        </div>
        {showEmpty ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-stone-600">
            {SEARCH_TEXTS.empty}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
