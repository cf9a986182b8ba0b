// The admin panel's rules (spec "Validation rules" for products, e-books and
// blog posts, plus recipes and orders): one set of schemas, run in the browser
// for instant messages and again on the server before anything is written.
import { z } from "~/lib/zod";
import { parseBRLToCents } from "./money";
import { foldForSearch, slugify } from "./slug";
import type { ToastMessage } from "./toast";

/** Spec: each file at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A form carries at most two files (an e-book's PDF and cover) plus its fields. */
export const MAX_FORM_BYTES = 21 * 1024 * 1024;

// A copy of the schema's list (the schema module pulls Drizzle into the browser
// bundle); admin-forms.test.ts checks it stays equal. Order statuses have one
// source, app/lib/order-status.ts; the order forms are in order-admin-forms.ts.
export const BLOG_CATEGORY_OPTIONS = [
  { name: "Nutrição", slug: "nutricao" },
  { name: "Emagrecimento", slug: "emagrecimento" },
  { name: "Bem-estar", slug: "bem-estar" },
  { name: "Saúde", slug: "saude" },
  { name: "Suplementação", slug: "suplementacao" },
  { name: "Beleza", slug: "beleza" },
] as const;

export const ADMIN_TABS = [
  { value: "produtos", label: "Produtos" },
  { value: "adicionar", label: "Adicionar Produto" },
  { value: "ebooks", label: "E-books" },
  { value: "blog", label: "Blog" },
  { value: "pedidos", label: "Pedidos" },
  { value: "receitas", label: "Receitas" },
  { value: "assinantes", label: "Assinantes" },
  { value: "funil", label: "Funil" },
  { value: "resultados", label: "Resultados" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

export function parseAdminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((t) => t.value === value)?.value ?? "produtos";
}

/** What a file is for: decides the size message's wording and the type message. */
export type UploadPurpose = "product-image" | "ebook-cover" | "ebook-pdf" | "blog-cover" | "recipe-image";

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
  imageType: "Por favor, selecione apenas arquivos de imagem.",
  imageUpload: "Erro ao fazer upload da imagem",

  ebookTitle: "Título do e-book é obrigatório.",
  ebookPdfRequired: "Arquivo do e-book (PDF) é obrigatório.",
  ebookPdfType: "O arquivo do e-book deve estar no formato PDF.",
  ebookCoverType: "O arquivo de capa deve ser uma imagem.",
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

/** 'O tamanho do arquivo excede o limite de 10MB para {kind}' (spec). */
export function fileTooLargeMessage(purpose: UploadPurpose): string {
  return `O tamanho do arquivo excede o limite de 10MB para ${UPLOAD_KIND_NAMES[purpose]}`;
}

const UPLOAD_KIND_NAMES: Record<UploadPurpose, string> = {
  "product-image": "a imagem do produto",
  "ebook-cover": "a capa",
  "ebook-pdf": "o e-book",
  "blog-cover": "a imagem de capa",
  "recipe-image": "a imagem da receita",
};

/** The message when a file is not what its field takes. */
export function wrongTypeMessage(purpose: UploadPurpose): string {
  if (purpose === "ebook-pdf") return ADMIN_MESSAGES.ebookPdfType;
  if (purpose === "ebook-cover") return ADMIN_MESSAGES.ebookCoverType;
  return ADMIN_MESSAGES.imageType;
}

/**
 * A quick check in the browser, before sending: size and the browser's idea
 * of the type. The server decides by the file's bytes, never by this.
 */
export function browserFileProblem(
  file: { size: number; type: string } | null | undefined,
  purpose: UploadPurpose,
): string | null {
  if (!file || file.size === 0) return null;
  if (file.size > MAX_UPLOAD_BYTES) return fileTooLargeMessage(purpose);
  const type = file.type.toLowerCase();
  if (purpose === "ebook-pdf") return type && type !== "application/pdf" ? ADMIN_MESSAGES.ebookPdfType : null;
  if (type === "image/svg+xml" || (type && !type.startsWith("image/"))) return wrongTypeMessage(purpose);
  return null;
}

/** Spec: a file name longer than 40 characters shows its first 37 and an ellipsis. */
export function displayFileName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 37)}...` : name;
}

/** Case- and accent-insensitive "contains" over any of the texts. */
export function matchesSearch(query: string, ...texts: Array<string | null | undefined>): boolean {
  const q = foldForSearch(query.trim());
  if (!q) return true;
  return texts.some((t) => t && foldForSearch(t).includes(q));
}

/** "a, b ,, c" → ["a", "b", "c"] (trimmed, empty dropped, duplicates once). */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  for (const raw of input.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ").slice(0, 40);
    if (tag && ![...seen].some((s) => s.toLowerCase() === tag.toLowerCase())) seen.add(tag);
  }
  return [...seen].slice(0, 20);
}

/** One item per line, trimmed, blank lines dropped. */
export function parseLines(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 100);
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

// ---------------------------------------------------------------- schemas

export const text = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(max * 2, ADMIN_MESSAGES.tooLong))),
    z.pipe(
      z.transform((v: string | undefined) => (v ?? "").trim()),
      z.string().check(z.maxLength(max, ADMIN_MESSAGES.tooLong)),
    ),
  );
const checkbox = z.pipe(
  z.optional(z.string().check(z.maxLength(10))),
  z.transform((v: string | undefined) => v === "on" || v === "true" || v === "1"),
);
const price = z.pipe(
  text(20),
  z.pipe(
    z.transform((v: string) => priceToCents(v)),
    z.nullable(z.number(ADMIN_MESSAGES.price).check(z.refine((n) => Number.isSafeInteger(n) && n >= 0, ADMIN_MESSAGES.price))),
  ),
);
const optionalInt = z.pipe(
  text(6),
  z.pipe(
    z.transform((v: string) => (v === "" ? null : /^\d{1,4}$/.test(v) ? Number(v) : Number.NaN)),
    z.nullable(
      z.number(ADMIN_MESSAGES.number).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 1440, ADMIN_MESSAGES.number)),
    ),
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
    .string()
    .check(z.minLength(1, ADMIN_MESSAGES.passwordRequired), z.maxLength(200, ADMIN_MESSAGES.accessDenied.description)),
});

export const productFormSchema = z.object({
  name: text(200),
  description: text(5000),
  category: text(80),
  price,
  visible: checkbox,
});
export type ProductFormData = z.infer<typeof productFormSchema>;

export const ebookFormSchema = z.object({
  title: text(200),
  description: text(5000),
  author: text(120),
  premium: checkbox,
  price,
  compareAtPrice: price,
});
export type EbookFormData = z.infer<typeof ebookFormSchema>;

const BLOG_CATEGORY_SLUGS = BLOG_CATEGORY_OPTIONS.map((c) => c.slug) as [string, ...string[]];

export const blogFormSchema = z.object({
  title: text(200),
  slug: text(120),
  excerpt: text(500),
  content: z.pipe(
    z.optional(z.string().check(z.maxLength(200_000, ADMIN_MESSAGES.tooLong))),
    z.transform((v: string | undefined) => (v ?? "").trim()),
  ),
  category: z.enum(BLOG_CATEGORY_SLUGS, ADMIN_MESSAGES.blogCategory),
  tags: text(500),
  authorName: text(80),
  authorRole: text(80),
});
export type BlogFormData = z.infer<typeof blogFormSchema>;

export const recipeFormSchema = z.object({
  title: text(200),
  description: text(2000),
  premium: checkbox,
  ingredients: text(10_000),
  steps: text(20_000),
  prepMinutes: optionalInt,
  servings: optionalInt,
});
export type RecipeFormData = z.infer<typeof recipeFormSchema>;

// ---------------------------------------------------------------- validation

export type FieldErrors = Record<string, string>;
export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; toast: ToastMessage };

export function issuesOf(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

export function failure(
  fieldErrors: FieldErrors,
  title: string,
  description?: string,
): { ok: false; fieldErrors: FieldErrors; toast: ToastMessage } {
  return {
    ok: false,
    fieldErrors,
    toast: { title, description: description ?? Object.values(fieldErrors)[0], variant: "destructive" },
  };
}

/** Spec: name and price required ('Campos obrigatórios' / 'Nome e preço são campos obrigatórios.'); price ≥ 0 with cents. */
export function validateProductForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
): Validation<ProductFormData & { priceCents: number }> {
  const parsed = z.safeParse(productFormSchema, raw);
  const fieldErrors = parsed.success ? {} : issuesOf(parsed.error);
  const missing: FieldErrors = {};
  if (parsed.success && !parsed.data.name) missing.name = "Nome é obrigatório.";
  if (parsed.success && parsed.data.price === null) missing.price = "Preço é obrigatório.";
  if (Object.keys(missing).length) {
    return failure(
      { ...missing, ...fieldErrors },
      ADMIN_MESSAGES.productRequired.title,
      ADMIN_MESSAGES.productRequired.description,
    );
  }
  if (!parsed.success) return failure(fieldErrors, mode === "create" ? "Erro ao adicionar produto" : "Erro ao atualizar produto");
  return { ok: true, data: { ...parsed.data, priceCents: parsed.data.price! } };
}

export interface EbookFileState {
  /** A PDF is attached to this submission. */
  hasPdf: boolean;
  /** Editing an e-book that already has a file. */
  hasExistingFile: boolean;
}

/** Spec "E-book form": title non-blank, PDF when adding or when none exists yet, price only when premium and non-zero. */
export function validateEbookForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
  files: EbookFileState,
): Validation<EbookFormData & { priceCents: number | null; compareAtCents: number | null }> {
  const title = mode === "create" ? "Erro ao adicionar e-book" : "Erro ao atualizar e-book";
  const parsed = z.safeParse(ebookFormSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), title);
  if (!parsed.data.title) return failure({ title: ADMIN_MESSAGES.ebookTitle }, title);
  if (!files.hasPdf && (mode === "create" || !files.hasExistingFile))
    return failure({ file: ADMIN_MESSAGES.ebookPdfRequired }, title);
  const priceCents = parsed.data.premium && parsed.data.price ? parsed.data.price : null;
  return { ok: true, data: { ...parsed.data, priceCents, compareAtCents: parsed.data.compareAtPrice || null } };
}

/** Visible text of article HTML (tags dropped, entities of spaces collapsed). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Spec "Blog post": title and content required; empty slug generated from the title; tags comma-separated. */
export function validateBlogForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
): Validation<Omit<BlogFormData, "tags"> & { tags: string[]; slug: string }> {
  const parsed = z.safeParse(blogFormSchema, raw);
  const fieldErrors = parsed.success ? {} : issuesOf(parsed.error);
  const title = typeof raw.title === "string" ? raw.title.trim() : "";
  const content = typeof raw.content === "string" ? raw.content : "";
  if (!title || (!htmlText(content) && !/<img\b/i.test(content))) {
    return failure(
      {
        ...(title ? {} : { title: "Título é obrigatório." }),
        ...(htmlText(content) || /<img\b/i.test(content) ? {} : { content: "Conteúdo é obrigatório." }),
      },
      ADMIN_MESSAGES.blogRequired.title,
      ADMIN_MESSAGES.blogRequired.description,
    );
  }
  if (!parsed.success) return failure(fieldErrors, mode === "create" ? "Erro ao criar post" : "Erro ao atualizar post");
  const slug = slugify(parsed.data.slug) || slugify(parsed.data.title);
  if (!slug)
    return failure({ slug: ADMIN_MESSAGES.blogSlug }, mode === "create" ? "Erro ao criar post" : "Erro ao atualizar post");
  return { ok: true, data: { ...parsed.data, slug: slug.slice(0, 100).replace(/-+$/, ""), tags: parseTags(parsed.data.tags) } };
}

export function validateRecipeForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
): Validation<Omit<RecipeFormData, "ingredients" | "steps"> & { ingredients: string[]; steps: string[] }> {
  const title = mode === "create" ? "Erro ao adicionar receita" : "Erro ao atualizar receita";
  const parsed = z.safeParse(recipeFormSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), title);
  if (!parsed.data.title || !slugify(parsed.data.title)) return failure({ title: ADMIN_MESSAGES.recipeTitle }, title);
  return {
    ok: true,
    data: { ...parsed.data, ingredients: parseLines(parsed.data.ingredients), steps: parseLines(parsed.data.steps) },
  };
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
