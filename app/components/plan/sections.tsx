// Static building blocks of the plan and landing pages. None of them needs
// client state: they render on the server and cost no JavaScript work.
import { useId, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "~/components/ui/cx";
import { ChevronDownIcon, type IconProps } from "~/components/ui/icons";
import { formatBRL } from "~/lib/money";
import { BEFORE_AFTER, SPECIALIST_PHOTOS, type SpecialistPhoto } from "./media";
import { StarIcon } from "./section-icons";
import type { PlanKit } from "./plan-kit";
import { MediaPicture } from "~/components/ui/media-picture";

/** The promises as three cards ("Compre sem risco"). */
export function Guarantees({ kit, guaranteeDays = 30, id = "garantias" }: { kit: PlanKit; guaranteeDays?: number; id?: string }) {
  return (
    <kit.Section id={id} eyebrow="Compre sem risco" title="Você só paga depois de receber">
      <ul className="grid gap-3 sm:grid-cols-3">
        {kit.promisesFor(guaranteeDays).map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="text-sm text-stone-700">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </kit.Section>
  );
}

/** A prominent money-back guarantee block (skin product: 90 days). */
export function GuaranteeSeal({ days, productName, id = "garantia" }: { days: number; productName: string; id?: string }) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mt-12 flex flex-col items-center gap-5 rounded-3xl border-2 border-accent-400 bg-accent-50 p-6 text-center sm:flex-row sm:p-8 sm:text-left"
    >
      <div
        className="flex size-28 shrink-0 flex-col items-center justify-center rounded-full bg-brand-800 text-white shadow-md ring-4 ring-accent-300"
        aria-hidden="true"
      >
        <span className="text-4xl font-extrabold leading-none">{days}</span>
        <span className="text-xs font-bold uppercase tracking-wider">dias</span>
      </div>
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          Garantia de {days} dias
        </h2>
        <p className="mt-2 text-stone-800">
          Use o {productName} com calma, no seu ritmo. Se em até {days} dias o resultado não te agradar, é só falar com a gente:
          devolvemos o valor pago, sem burocracia.
        </p>
        <p className="mt-2 text-sm text-stone-700">E você ainda recebe primeiro e paga depois — o risco fica todo com a gente.</p>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------
// Benefits and how to use

export interface Benefit {
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

export function Benefits({
  kit,
  items,
  title,
  intro,
  id = "beneficios",
  eyebrow = "Benefícios",
}: {
  items: Benefit[];
  title: string;
  intro?: ReactNode;
  id?: string;
  eyebrow?: string;
  kit: PlanKit;
}) {
  return (
    <kit.Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <ul className={cx("grid gap-3 sm:grid-cols-2", items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <li key={itemTitle} className="rounded-2xl border border-stone-200 bg-white p-5">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-3 font-semibold">{itemTitle}</h3>
            <p className="mt-1 text-sm text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </kit.Section>
  );
}

export interface Step {
  title: string;
  text: string;
}

export function HowToUse({
  kit,
  steps,
  title = "Como usar",
  intro,
  id = "como-usar",
}: {
  steps: Step[];
  title?: string;
  intro?: ReactNode;
  id?: string;
  kit: PlanKit;
}) {
  return (
    <kit.Section id={id} eyebrow="Passo a passo" title={title} intro={intro} tone="card">
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">Passo {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm text-stone-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </kit.Section>
  );
}

// ---------------------------------------------------------------------------
// People

export interface Specialist {
  name: string;
  role: string;
  /** Professional registration, e.g. "CRN-3 41209" or "CRM-SP 148392". */
  registration?: string;
  photo: SpecialistPhoto;
  quote: string;
}

export function Specialists({
  kit,
  people,
  title = "O que dizem os especialistas",
  intro,
  id = "especialistas",
}: {
  people: Specialist[];
  title?: string;
  intro?: ReactNode;
  id?: string;
  kit: PlanKit;
}) {
  return (
    <kit.Section id={id} eyebrow="Especialistas" title={title} intro={intro}>
      <ul className="grid gap-4 md:grid-cols-2">
        {people.map((p) => {
          const photo = SPECIALIST_PHOTOS[p.photo];
          return (
            <li key={p.name} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row">
              <MediaPicture
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={`Ilustração de ${p.name}`}
                loading="lazy"
                decoding="async"
                className="size-24 shrink-0 rounded-full bg-brand-50 object-cover"
              />
              <div>
                <h3 className="text-lg font-semibold">{p.name}</h3>
                <p className="text-sm text-stone-700">
                  {p.role}
                  {p.registration ? (
                    <>
                      {" · "}
                      <span className="font-medium text-stone-900">{p.registration}</span>
                    </>
                  ) : null}
                </p>
                <blockquote className="mt-3 border-l-4 border-brand-200 pl-3 text-stone-800">“{p.quote}”</blockquote>
              </div>
            </li>
          );
        })}
      </ul>
    </kit.Section>
  );
}

export interface Testimonial {
  name: string;
  city: string;
  text: string;
  /** 1–5, default 5. */
  rating?: number;
  detail?: string;
}

export function Testimonials({
  kit,
  items,
  title = "Quem usa, conta",
  id = "depoimentos",
}: {
  items: Testimonial[];
  title?: string;
  id?: string;
  kit: PlanKit;
}) {
  return (
    <kit.Section id={id} eyebrow="Depoimentos" title={title}>
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map((t) => {
          const rating = t.rating ?? 5;
          const initials = t.name
            .split(/\s+/)
            .map((w) => w[0])
            .slice(0, 2)
            .join("");
          return (
            <li key={t.name} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
              <p role="img" aria-label={`Nota ${rating} de 5`} className="flex gap-0.5 text-accent-600">
                {[0, 1, 2, 3, 4].map((i) => (
                  <StarIcon key={i} filled={i < rating} className="size-4" />
                ))}
              </p>
              <blockquote className="mt-3 flex-1 text-stone-800">“{t.text}”</blockquote>
              <div className="mt-4 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                >
                  {initials}
                </span>
                <p className="text-sm">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-stone-700">
                    {t.city}
                    {t.detail ? ` · ${t.detail}` : ""}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-stone-700">Relatos de clientes. Resultados individuais podem variar.</p>
    </kit.Section>
  );
}

export function BeforeAfter({
  kit,
  id = "resultados",
  title = "Resultados de quem levou o plano a sério",
  captions,
}: {
  id?: string;
  title?: string;
  captions: [string, string];
  kit: PlanKit;
}) {
  return (
    <kit.Section
      id={id}
      eyebrow="Antes e depois"
      title={title}
      intro="Suplemento nenhum faz milagre sozinho. Os melhores resultados aparecem em quem combina o uso diário com alimentação equilibrada, água e movimento."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {BEFORE_AFTER.map((image, i) => (
          <figure key={image.src} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <MediaPicture
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full"
            />
            <figcaption className="p-4 text-sm text-stone-800">{captions[i]}</figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-3 rounded-xl bg-stone-100 p-3 text-sm text-stone-800">
        <strong>Imagens ilustrativas — resultados individuais podem variar.</strong> Eles dependem do seu corpo, da sua
        alimentação, do nível de atividade física e da regularidade do uso.
      </p>
    </kit.Section>
  );
}

// ---------------------------------------------------------------------------
// FAQ

export interface FaqItem {
  q: string;
  a: ReactNode;
}

export function Faq({
  kit,
  items,
  id = "perguntas",
  title = "Perguntas frequentes",
}: {
  items: FaqItem[];
  id?: string;
  title?: string;
  kit: PlanKit;
}) {
  const group = useId();
  return (
    <kit.Section id={id} eyebrow="Tire suas dúvidas" title={title}>
      <div className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {items.map((item) => (
          <details key={item.q} name={group} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDownIcon className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-5 text-stone-700">{item.a}</div>
          </details>
        ))}
      </div>
    </kit.Section>
  );
}

// ---------------------------------------------------------------------------
// Calls to action, club, disclaimer

/** A closing band that sends the visitor back to the form. */
export function ClosingCta({
  kit,
  title,
  text,
  target = "order-form",
  label = "Quero o meu",
}: {
  title: string;
  text: ReactNode;
  target?: string;
  label?: string;
  kit: PlanKit;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-3xl bg-brand-900 px-5 py-8 text-center text-white sm:px-10"
      data-sticky-cta-hide
    >
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mx-auto mt-2 max-w-2xl text-brand-50">{text}</div>
      <kit.FormLink target={target} tone="accent" className="mt-6 w-full sm:w-auto">
        {label}
      </kit.FormLink>
    </section>
  );
}

/** Club discount banner (spec: the sleep plan advertises 30% for subscribers). */
export function ClubDiscount({
  kit,
  clubHref,
  brandName,
  productName,
  priceCents,
  discountPercent = 30,
}: {
  clubHref: string;
  brandName: string;
  productName: string;
  priceCents: number;
  discountPercent?: number;
  kit: PlanKit;
}) {
  const clubPrice = Math.round((priceCents * (100 - discountPercent)) / 100);
  return (
    <kit.Section
      id="clube"
      eyebrow={`Clube ${brandName}`}
      title={`Assinante do Clube ${brandName} tem ${discountPercent}% de desconto`}
      tone="brand"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl text-brand-50">
          <p>
            Com o clube, o {productName} sai por <strong className="text-xl text-white">{formatBRL(clubPrice)}</strong>{" "}
            <span className="text-sm">
              (<span className="sr-only">em vez de </span>
              <del>{formatBRL(priceCents)}</del>)
            </span>
            . Além do desconto de até {discountPercent}% nos produtos da loja, você recebe receitas e e-books exclusivos, consulta
            nutricional a cada 3 meses e pode cancelar quando quiser, sem fidelidade.
          </p>
        </div>
        <Link
          to={clubHref}
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg bg-accent px-6 text-lg font-semibold text-accent-foreground hover:bg-accent-300"
        >
          Conhecer o Clube {brandName}
        </Link>
      </div>
    </kit.Section>
  );
}

/** Legal small print every supplement page carries. */
export function Disclaimer({ extra }: { extra?: string }) {
  return (
    <p className="mt-12 border-t border-stone-200 pt-6 text-xs leading-relaxed text-stone-700" data-sticky-cta-hide>
      Suplemento alimentar. Este produto não é um medicamento e não substitui uma alimentação equilibrada e hábitos de vida
      saudáveis. Não exceda a recomendação diária de consumo indicada na embalagem. Gestantes, lactantes, crianças e pessoas em
      tratamento médico devem consultar um profissional de saúde antes de usar. {extra ? `${extra} ` : ""}Resultados podem variar
      de pessoa para pessoa. Mantenha fora do alcance de crianças.
    </p>
  );
}
