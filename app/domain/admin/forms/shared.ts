// What every admin form shares: the messages (pt-BR), the field schemas, the
// panel's sign-in check and the shape of an action's answer. The forms
// themselves are one module per entity beside this one (products, ebooks,
// blog, recipes, orders); each runs in the browser for instant messages and
// again on the server before anything is written.
import { parseBRLToCents } from "~/lib/money";
import { foldForSearch } from "~/lib/slug";
import type { Checked } from "~/lib/forms";
import type { ToastMessage } from "~/platform/http/toast";
import { z } from "~/lib/zod";
import { toMultiLine, toSingleLine } from "~/lib/control-chars";

export const ADMIN_MESSAGES = {
  accessDenied: { title: "Acesso negado", description: "Senha incorreta." },
  accessGranted: { title: "Acesso autorizado", description: "Bem-vindo ao painel administrativo." },
  passwordRequired: "Informe a senha.",
  adminRequired: "Entre com a senha do painel para continuar.",
  signedOut: { title: "Você saiu do painel", description: "A sessão administrativa foi encerrada." },
  formUnreadable: "Não foi possível ler o formulário. Recarregue a página e tente novamente.",
  bodyTooLarge: "O envio excede o limite de 21MB (até dois arquivos de 10MB cada).",
  unknownIntent: "Ação desconhecida. Recarregue a página e tente novamente.",
  notFound: "O item não existe mais. Recarregue a página.",
  retry: "Tente novamente.",

  productRequired: { title: "Campos obrigatórios", description: "Nome e preço são campos obrigatórios." },
  price: "Informe um preço válido, maior ou igual a zero (ex.: 147,90).",
  imageUpload: "Erro ao fazer upload da imagem",

  ebookTitle: "Título do e-book é obrigatório.",
  ebookPdfRequired: "Arquivo do e-book (PDF) é obrigatório.",
  ebookCoverFailed: "Não foi possível enviar a capa; o e-book foi salvo sem uma nova capa.",

  blogRequired: { title: "Campos obrigatórios", description: "Título e conteúdo são campos obrigatórios." },
  blogCategory: "Escolha uma categoria.",
  blogSlug: "O slug deve ter letras, números e hífens.",
  blogCoverFailedCreate: "Não foi possível enviar a imagem de capa; o artigo foi publicado sem ela.",
  blogCoverFailedUpdate: "Não foi possível enviar a nova imagem de capa; a imagem anterior foi mantida.",

  recipeTitle: "Título da receita é obrigatório.",
  number: "Informe um número inteiro entre 1 e 1440.",

  orderStatus: "Status inválido.",
  orderBackToPending: "Um pedido não volta para pendente.",

  tooLong: "Texto muito longo.",
} as const;

/** Case- and accent-insensitive "contains" over any of the texts. */
export function matchesSearch(query: string, ...texts: Array<string | null | undefined>): boolean {
  const q = foldForSearch(query.trim());
  if (!q) return true;
  return texts.some((t) => t && foldForSearch(t).includes(q));
}

/**
 * Typed reais → cents. Accepts what parseBRLToCents does ("147", "147,9",
 * "1.234,56", "147.90"), reading "1.234" as one thousand two hundred and
 * thirty-four reais. Empty → null; anything else (negative, letters, three
 * decimals) → NaN, so it is refused rather than rounded.
 */
export function priceToCents(input: string): number | null {
  const text = input.trim();
  if (!text) return null;
  const thousandsOnly = /^(?:R\$\s*)?\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, "") : text;
  const cents = parseBRLToCents(thousandsOnly);
  return cents === null || cents > 100_000_000 ? Number.NaN : cents;
}

/** cents → the value a price input shows ("147,90"), "" for none. */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "" : (cents / 100).toFixed(2).replace(".", ",");
}

// ---------------------------------------------------------------- field schemas

const cleanText = (max: number, clean: (v: string) => string) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(max * 2, ADMIN_MESSAGES.tooLong))),
    z.pipe(
      z.transform((v: string | undefined) => clean(v ?? "")),
      z.string().check(z.maxLength(max, ADMIN_MESSAGES.tooLong)),
    ),
  );
/** A single-line field (a title, a name, a slug): one clean line. */
export const text = (max: number) => cleanText(max, toSingleLine);
/** A textarea (a description, a recipe's steps): line breaks kept, controls and bidi marks removed. */
export const multilineText = (max: number) => cleanText(max, toMultiLine);
export const checkbox = z.pipe(
  z.optional(z.string().check(z.maxLength(10))),
  z.transform((v: string | undefined) => v === "on" || v === "true" || v === "1"),
);
export const price = z.pipe(
  text(20),
  z.pipe(
    z.transform((v: string) => priceToCents(v)),
    z.nullable(z.number(ADMIN_MESSAGES.price).check(z.refine((n) => Number.isSafeInteger(n) && n >= 0, ADMIN_MESSAGES.price))),
  ),
);
export const idSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, ADMIN_MESSAGES.notFound)),
  z.transform((v) => Number(v)),
);
export const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ADMIN_MESSAGES.notFound));

export const adminLoginSchema = z.object({
  password: z
    .string(ADMIN_MESSAGES.passwordRequired)
    .check(z.minLength(1, ADMIN_MESSAGES.passwordRequired), z.maxLength(200, ADMIN_MESSAGES.accessDenied.description)),
});

/** The panel's sign-in form (browser and server): a password, at most 200 characters. */
export function checkAdminLogin(fields: Record<string, unknown>): Checked<{ password: string }> {
  const parsed = z.safeParse(adminLoginSchema, fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    formError: "",
    fieldErrors: { password: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.passwordRequired },
  };
}

// ---------------------------------------------------------------- validation

export type FieldErrors = Record<string, string>;
export function issuesOf(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

// ---------------------------------------------------------------- action results

/** What every admin action answers (fetchers read it to show toasts, close dialogs, clear forms). */
export interface AdminActionData {
  ok: boolean;
  toast: ToastMessage;
  /** A second, non-blocking message (a cover that could not be stored). */
  warning?: ToastMessage;
  fieldErrors?: FieldErrors;
}
