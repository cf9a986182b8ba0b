// The upload rule: limits, what each file is for, its messages (pt-BR, spec) and the
// browser's quick check before sending. The server decides by the bytes
// (uploads.server.ts); this module runs in both, and belongs to storage so the
// platform never reaches into a business concern for it (issue 35).

/** The spec's messages for a file that is not what its field takes. */
export const UPLOAD_MESSAGES = {
  imageType: "Por favor, selecione apenas arquivos de imagem.",
  ebookPdfType: "O arquivo do e-book deve estar no formato PDF.",
  ebookCoverType: "O arquivo de capa deve ser uma imagem.",
} as const;

/** Spec: each file at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A form carries at most two files (an e-book's PDF and cover) plus its fields. */
export const MAX_FORM_BYTES = 21 * 1024 * 1024;

/** What a file is for: decides the size message's wording and the type message. */
export type UploadPurpose = "product-image" | "ebook-cover" | "ebook-pdf" | "blog-cover" | "recipe-image";

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
  if (purpose === "ebook-pdf") return UPLOAD_MESSAGES.ebookPdfType;
  if (purpose === "ebook-cover") return UPLOAD_MESSAGES.ebookCoverType;
  return UPLOAD_MESSAGES.imageType;
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
  if (purpose === "ebook-pdf") return type && type !== "application/pdf" ? UPLOAD_MESSAGES.ebookPdfType : null;
  if (type === "image/svg+xml" || (type && !type.startsWith("image/"))) return wrongTypeMessage(purpose);
  return null;
}

/** Spec: a file name longer than 40 characters shows its first 37 and an ellipsis. */
export function displayFileName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 37)}...` : name;
}
