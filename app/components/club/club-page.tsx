// The club's sales page: what a subscriber gets, how it works, and the one
// button that starts a subscription (a plain form: works without scripts).
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { PolicyNotice } from "~/components/privacy/policy-links";
import { CLUB_PRICE_CENTS } from "~/domain/club/club-price";
import type { OnlinePayment } from "~/domain/payments/create-provider.server";
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";
import type { FormReply } from "~/platform/http/outcome";

const BENEFITS = [
  { title: "Suplementos personalizados", text: "Todo mês, indicados para o seu objetivo, com até 30% de desconto na loja." },
  { title: "Consulta nutricional trimestral", text: "Gratuita, a cada 3 meses, para ajustar o seu plano." },
  { title: "Kit de boas-vindas", text: "Enviado em até 5 dias úteis depois da assinatura." },
  { title: "Conteúdo exclusivo", text: "Receitas premium, e-books e conversa com a nutricionista." },
];

const STEPS = [
  { title: "Assine", text: "Crie sua conta e assine em poucos cliques, com cartão de crédito." },
  { title: "Receba", text: "Seu kit de boas-vindas chega em até 5 dias úteis, com frete grátis." },
  { title: "Aproveite", text: "Acesse receitas, e-books e tire dúvidas com a nutricionista quando quiser." },
];

const TESTIMONIALS = [
  { name: "Fernanda, 34", text: "As receitas premium mudaram meu café da manhã. Em dois meses eu já sentia mais disposição." },
  { name: "Ricardo, 41", text: "A consulta trimestral me ajudou a ajustar os suplementos sem gastar à toa." },
  { name: "Juliana, 29", text: "Tiro dúvidas no chat e recebo sugestões de receitas na hora. Vale cada centavo." },
];

const FAQ = [
  {
    q: "Posso cancelar quando quiser?",
    a: "Sim. Não há fidelidade: você cancela no seu painel e mantém o acesso até o fim do período já pago.",
  },
  { q: "Como é feita a cobrança?", a: `Mensalmente, ${formatBRL(CLUB_PRICE_CENTS)} no cartão de crédito, de forma automática.` },
  {
    q: "Quando recebo o kit de boas-vindas?",
    a: "O primeiro kit é enviado em até 5 dias úteis depois da confirmação do pagamento.",
  },
  {
    q: "O desconto vale para todos os produtos?",
    a: "Assinantes têm até 30% de desconto nos produtos da loja, conforme a campanha do mês.",
  },
];

export interface ClubPageProps {
  brandName: string;
  nutritionist: string;
  subscriber: boolean;
  validUntil: string | null;
  onlinePayment: OnlinePayment;
  /** The server's refusal of the last subscription attempt (payments unavailable, the provider failed). */
  lastResult?: FormReply["result"];
}

export function ClubPage({ brandName, nutritionist, subscriber, validUntil, onlinePayment, lastResult }: ClubPageProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // The subscription's refusal (payments unavailable, the provider failed), beside the button with scripts on or off.
  const refusal = lastResult?.error?.[""]?.[0];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <section className="rounded-3xl bg-gradient-to-br from-teal-800 to-teal-950 px-6 py-12 text-center text-white">
        <p className="text-sm font-semibold tracking-wide text-teal-100 uppercase">Clube de assinantes</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Clube {brandName}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-teal-50">
          Receitas premium, e-books exclusivos, conversa com a {nutritionist}, nossa nutricionista, e até 30% de desconto na loja.
        </p>
        <p className="mt-6 text-4xl font-bold">
          {formatBRL(CLUB_PRICE_CENTS)}
          <span className="text-lg font-normal">/mês</span>
        </p>
        <p className="mt-1 text-sm text-teal-100">Sem fidelidade: cancele quando quiser.</p>
      </section>

      <section className="mt-10" aria-labelledby="club-benefits">
        <h2 id="club-benefits" className="text-2xl font-bold">
          O que você recebe
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b.title} className="rounded-2xl border border-stone-200 bg-white p-5">
              <p className="font-semibold">{b.title}</p>
              <p className="mt-1 text-sm text-stone-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="club-steps">
        <h2 id="club-steps" className="text-2xl font-bold">
          Como funciona
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-stone-200 bg-white p-5">
              <span className="flex size-9 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                {i + 1}
              </span>
              <p className="mt-3 font-semibold">{s.title}</p>
              <p className="mt-1 text-sm text-stone-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-10" aria-labelledby="club-testimonials">
        <h2 id="club-testimonials" className="text-2xl font-bold">
          Quem assina, recomenda
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="rounded-2xl border border-stone-200 bg-white p-5">
              <blockquote className="text-stone-800">“{t.text}”</blockquote>
              <p className="mt-3 text-sm font-semibold text-stone-700">{t.name}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="club-faq">
        <h2 id="club-faq" className="text-2xl font-bold">
          Perguntas frequentes
        </h2>
        <div className="mt-4 space-y-2">
          {FAQ.map((f) => (
            <details key={f.q} className="rounded-2xl border border-stone-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold">{f.q}</summary>
              <p className="mt-2 text-stone-700">{f.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        id="assinar"
        className="mt-10 rounded-3xl border-2 border-teal-700 bg-white p-6 text-center"
        aria-labelledby="club-offer"
      >
        {subscriber ? (
          <>
            <h2 id="club-offer" className="text-2xl font-bold">
              Você é assinante do Clube {brandName}
            </h2>
            <p className="mt-2 text-stone-700">Sua assinatura está ativa até {validUntil ? formatDate(validUntil) : "—"}.</p>
            <Link
              to="/dashboard"
              className="mt-5 inline-flex min-h-12 items-center rounded-xl bg-teal-700 px-6 font-semibold text-white"
            >
              Ir para o meu painel
            </Link>
          </>
        ) : onlinePayment === "unavailable" ? (
          <>
            <h2 id="club-offer" className="text-2xl font-bold">
              Assinatura online indisponível
            </h2>
            <p role="status" className="mt-2 text-stone-700">
              O pagamento online está indisponível no momento, por isso não é possível assinar o Clube {brandName} pelo site
              agora. Volte em breve ou fale com a loja.
            </p>
          </>
        ) : (
          <>
            <h2 id="club-offer" className="text-2xl font-bold">
              Comece hoje por {formatBRL(CLUB_PRICE_CENTS)}/mês
            </h2>
            {onlinePayment === "demo" ? (
              <p
                role="note"
                className="mx-auto mt-3 max-w-xl rounded-xl border-2 border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-950"
              >
                Loja de demonstração: a assinatura é paga com um cartão de teste e nenhum valor é cobrado.
              </p>
            ) : null}
            <p className="mt-2 text-stone-700">Pagamento seguro. Cancele quando quiser, sem multa.</p>
            <Form method="post" className="mt-5">
              {refusal ? (
                <div className="mx-auto mb-3 max-w-xl text-left">
                  <FormAlert title="Erro ao processar pagamento" message={refusal} />
                </div>
              ) : null}
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-12 items-center rounded-xl bg-teal-700 px-8 text-lg font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
              >
                {busy ? "Processando..." : `Assinar o Clube ${brandName}`}
              </button>
              <PolicyNotice action="assinar" className="mt-3 text-sm text-stone-600" />
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
