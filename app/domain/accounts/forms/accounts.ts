// Rules of the account forms (spec "Validation rules"), shared by browser and server.
import { toSingleLine } from "~/lib/control-chars";
import { EMAIL_MESSAGE, emailSchema } from "~/lib/email";
import { type Checked, schemaCheck } from "~/lib/forms";
import { z } from "~/lib/zod";

export const ACCOUNT_MESSAGES = {
  email: EMAIL_MESSAGE,
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

const email = emailSchema();
const password = z.string().check(z.minLength(6, ACCOUNT_MESSAGES.password), z.maxLength(128, ACCOUNT_MESSAGES.passwordTooLong));
const name = z.pipe(
  z.string().check(z.maxLength(480, ACCOUNT_MESSAGES.nameTooLong)),
  z.pipe(
    z.transform((v: string) => toSingleLine(v)),
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

// Each form's check (browser: Conform's onValidate; server: the action), see app/lib/forms.ts.
export const checkLogin = schemaCheck(loginSchema);
export const checkRegister = schemaCheck(registerSchema);
export const checkEmailOnly = schemaCheck(emailOnlySchema);
export const checkReset = schemaCheck(resetSchema);
export const checkProfile = schemaCheck(profileSchema);
export const checkChangePassword = schemaCheck(changePasswordSchema);

/** The sign-in form's two buttons: "Entrar" checks email and password, "Reenviar" only the email. */
export type LoginForm =
  { intent: "resend"; email: string } | { intent: "login"; email: string; password: string; redirectTo?: string };

export function checkLoginForm(fields: Record<string, unknown>): Checked<LoginForm> {
  return fields.intent === "resend"
    ? mapChecked(checkEmailOnly(fields), (d) => ({ intent: "resend" as const, ...d }))
    : mapChecked(checkLogin(fields), (d) => ({ intent: "login" as const, ...d }));
}

function mapChecked<T, U>(checked: Checked<T>, map: (data: T) => U): Checked<U> {
  return checked.ok ? { ok: true, data: map(checked.data) } : checked;
}
