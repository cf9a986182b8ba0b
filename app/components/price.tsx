import { formatBRL } from "~/lib/money";

/**
 * The one way prices are shown: cents formatted in BRL, optional crossed-out "de" price.
 * A space parts the two: each price keeps its no-break spaces, so a narrow card wraps between them, never clips one.
 */
export function Price({
  cents,
  compareAtCents,
  className,
}: {
  cents: number;
  compareAtCents?: number | null;
  className?: string;
}) {
  return (
    <span className={className}>
      {compareAtCents && compareAtCents > cents ? (
        <>
          <del className="mr-1 text-sm font-normal text-stone-500">
            <span className="sr-only">De </span>
            {formatBRL(compareAtCents)}
          </del>{" "}
        </>
      ) : null}
      <span className="font-semibold">
        {compareAtCents && compareAtCents > cents ? <span className="sr-only">por </span> : null}
        {formatBRL(cents)}
      </span>
    </span>
  );
}
