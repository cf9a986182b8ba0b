import { data } from "react-router";
import { formatDate } from "~/lib/dates";
import type { Route } from "./+types/dev.emails";

// The outbox, for development and demos without SMTP (OUTBOX_PAGE). Emails hold
// customers' addresses, so the page is off in production unless enabled.
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.config.outboxPage) throw data(null, { status: 404 });
  const emails = await context.mailer.list();
  return {
    smtp: context.mailer.smtpConfigured,
    emails: emails.map((e) => ({
      id: e.id,
      to: e.to,
      subject: e.subject,
      text: e.text,
      status: e.status,
      createdAt: e.createdAt,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Emails enviados (desenvolvimento)" },
  { name: "description", content: "Emails que a loja enviou neste ambiente de desenvolvimento." },
  { name: "robots", content: "noindex, nofollow" },
];

const STATUS: Record<string, string> = {
  stored: "guardado (sem SMTP)",
  pending: "na fila",
  sending: "enviando",
  sent: "enviado",
  failed: "falhou, nova tentativa em breve",
};

export default function DevEmails({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">Emails da loja</h1>
      <p className="mt-1 text-sm text-stone-700">
        {loaderData.smtp
          ? "SMTP configurado: os emails são enviados e listados aqui."
          : "Sem SMTP_URL: os emails ficam guardados aqui."}
      </p>
      {loaderData.emails.length === 0 ? <p className="mt-6">Nenhum email ainda.</p> : null}
      <ul className="mt-6 space-y-4">
        {loaderData.emails.map((e) => (
          <li key={e.id} className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="text-xs text-stone-600">
              #{e.id} · {formatDate(e.createdAt)} · {STATUS[e.status] ?? e.status}
            </p>
            <p className="font-semibold">{e.subject}</p>
            <p className="text-sm">Para: {e.to}</p>
            <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{e.text}</pre>
          </li>
        ))}
      </ul>
    </div>
  );
}
