import { LinkButton } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { LockIcon } from "~/components/ui/icons";

/** The dashed card shown to non-subscribers where premium content would be. */
export function SubscribeCard({
  clubHref,
  brandName,
  title = "Acesso exclusivo para assinantes",
  text,
  headingLevel = 2,
  className,
}: {
  clubHref: string;
  brandName: string;
  title?: string;
  text: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cx(
        "flex h-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-600 bg-brand-50/60 p-6 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <LockIcon className="size-6" />
      </span>
      <Heading className="text-lg font-bold text-stone-900">{title}</Heading>
      <p className="text-sm text-stone-700">{text}</p>
      <LinkButton to={clubHref} className="mt-1">
        Assinar Clube {brandName}
      </LinkButton>
    </div>
  );
}
