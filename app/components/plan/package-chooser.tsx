// Hair-loss landing: the kits (1, 3 and 6 months) as cards. Choosing one
// selects it in the order form and scrolls there. The buttons are links to
// `?pacote=<code>#comprar`, so they also work before the page is hydrated.
import { cx } from "~/components/ui/cx";
import { formatBRL } from "~/lib/money";
import { HAIR_KITS } from "./media";
import type { KitCardsProps } from "./plan-content-page";
import { MediaPicture } from "~/components/ui/media-picture";

export function packageHref(code: string, target: string): string {
  return `?pacote=${encodeURIComponent(code)}#${target}`;
}

export function PackageCards({ offers, selected, onChoose, productImage, productName, target = "comprar", kit }: KitCardsProps) {
  const { Chip, CheckIcon, discountPercent, installmentText, isPlainClick, savingsCents, scrollToSection } = kit;
  const bestSaving = Math.max(0, ...offers.map(savingsCents));
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:items-stretch">
      {offers.map((offer) => {
        const kit = HAIR_KITS[offer.code];
        const saving = savingsCents(offer);
        const off = discountPercent(offer.priceCents, offer.compareAtCents);
        const isSelected = offer.code === selected;
        const recommended = offer.units === 3;
        const perMonth = offer.units > 1 ? Math.round(offer.priceCents / offer.units) : null;
        const titleId = `pacote-${offer.code}`;
        return (
          <li
            key={offer.code}
            className={cx(
              "relative flex flex-col rounded-3xl border-2 bg-white p-5 shadow-sm",
              isSelected ? "border-primary ring-4 ring-brand-100" : recommended ? "border-brand-300" : "border-stone-200",
            )}
          >
            <div className="flex min-h-8 flex-wrap gap-2">
              {recommended ? <Chip tone="brand">Recomendado</Chip> : null}
              {saving > 0 && saving === bestSaving && offers.length > 1 ? <Chip>Maior economia</Chip> : null}
              {isSelected ? <Chip tone="light">Selecionado</Chip> : null}
            </div>
            <MediaPicture
              src={kit?.src ?? productImage ?? "/placeholder.svg"}
              width={kit?.width ?? 800}
              height={kit?.height ?? 800}
              alt={`${offer.title}: ${offer.units} ${offer.units === 1 ? "frasco" : "frascos"} do ${productName}`}
              loading="lazy"
              decoding="async"
              className="mx-auto mt-3 block aspect-[4/3] h-auto w-full max-w-[15rem] rounded-2xl object-cover md:max-w-xs"
            />
            <h3 id={titleId} className="mt-4 text-xl font-bold">
              {offer.title}
            </h3>
            <p className="text-sm text-stone-700">
              {offer.units} {offer.units === 1 ? "frasco" : "frascos"} · {offer.units} {offer.units === 1 ? "mês" : "meses"} de
              uso
            </p>
            <div className="mt-3">
              {offer.compareAtCents && saving ? (
                <p className="text-sm text-stone-600">
                  <del>De {formatBRL(offer.compareAtCents)}</del>
                  {off ? <span className="ml-2 font-semibold text-stone-800">({off}% OFF)</span> : null}
                </p>
              ) : null}
              <p>
                {saving ? <span className="mr-1 font-medium">por</span> : null}
                <span className="text-3xl font-extrabold tracking-tight">{formatBRL(offer.priceCents)}</span>
              </p>
              <p className="text-sm text-stone-700">
                ou <strong className="text-stone-900">{installmentText(offer)}</strong> no cartão
              </p>
              {perMonth ? <p className="text-sm text-stone-700">Sai por {formatBRL(perMonth)} por mês</p> : null}
            </div>
            {saving ? (
              <p className="mt-3 flex items-center gap-1 rounded-xl bg-brand-50 px-3 py-2 text-sm font-bold text-brand-900">
                <CheckIcon className="size-4" /> Economize {formatBRL(saving)}
              </p>
            ) : null}
            <a
              href={packageHref(offer.code, target)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(offer.code);
                // Keep the choice in the address (reload, share) without a router navigation.
                window.history.replaceState(window.history.state, "", packageHref(offer.code, target));
                scrollToSection(target);
              }}
              className={cx(
                "mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 text-lg font-semibold shadow-sm transition-colors",
                isSelected || recommended
                  ? "bg-primary text-primary-foreground hover:bg-primary-hover"
                  : "border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-100",
              )}
            >
              {isSelected ? `Continuar com o ${offer.title}` : `Quero o ${offer.title}`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
