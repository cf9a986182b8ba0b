// Rules of the account forms (spec "Validation rules"), shared by browser and server.
import { z } from "~/lib/zod";

export const ACCOUNT_MESSAGES = {
  email: "Email inválido",
  password: "A senha deve ter pelo menos 6 caracteres",
  passwordTooLong: "A senha deve ter no máximo 128 caracteres",
  name: "Nome deve ter pelo menos 2 caracteres",
  nameTooLong: "Nome deve ter no máximo 120 caracteres",
  mismatch: "As senhas não coincidem",
  currentPassword: "Informe a sua senha atual",
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: "Email ou senha incorretos.",
  unconfirmed: "Confirme seu email antes de entrar. Enviamos um link para a sua caixa de entrada.",
  invalidToken: "Este link é inválido ou expirou. Peça um novo.",
} as const;

const email = z.pipe(
  z.string().check(z.maxLength(254, ACCOUNT_MESSAGES.email)),
  z.pipe(
    z.transform((v: string) => v.trim().toLowerCase()),
    z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, ACCOUNT_MESSAGES.email)),
  ),
);
const password = z.string().check(z.minLength(6, ACCOUNT_MESSAGES.password), z.maxLength(128, ACCOUNT_MESSAGES.passwordTooLong));
const name = z.pipe(
  z.string().check(z.maxLength(480, ACCOUNT_MESSAGES.nameTooLong)),
  z.pipe(
    z.transform((v: string) => v.trim().replace(/\s+/g, " ")),
    z.string().check(z.minLength(2, ACCOUNT_MESSAGES.name), z.maxLength(120, ACCOUNT_MESSAGES.nameTooLong)),
  ),
);

export const loginSchema = z.object({ email, password, redirectTo: z.optional(z.string().check(z.maxLength(500))) });
export const registerSchema = z
  .object({ name, email, password, confirmPassword: z.string().check(z.maxLength(128)) })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: ACCOUNT_MESSAGES.mismatch, path: ["confirmPassword"] }));
export const emailOnlySchema = z.object({ email });
export const resetSchema = z
  .object({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, "Link inválido ou expirado.")),
    password,
    confirmPassword: z.string().check(z.maxLength(128)),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: ACCOUNT_MESSAGES.mismatch, path: ["confirmPassword"] }));
export const profileSchema = z.object({ fullName: name });
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, ACCOUNT_MESSAGES.currentPassword), z.maxLength(128, ACCOUNT_MESSAGES.passwordTooLong)),
    password,
    confirmPassword: z.string().check(z.maxLength(128)),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: ACCOUNT_MESSAGES.mismatch, path: ["confirmPassword"] }));

export type FieldErrors = Record<string, string>;

/** Parses form fields with a schema; on failure, the first message of each field. */
export function parseForm<T>(
  schema: z.ZodMiniType<T>,
  raw: Record<string, unknown>,
): { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors } {
  const result = z.safeParse(schema, raw);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.code === "invalid_type" ? "Campo obrigatório" : issue.message;
  }
  return { ok: false, fieldErrors };
}
