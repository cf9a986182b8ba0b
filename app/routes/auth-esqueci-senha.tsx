import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, FormAlert, FormField } from "~/components/account/form-field";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { requestPasswordReset } from "~/domain/accounts/accounts.server";
import { emailOnlySchema, parseForm } from "~/lib/account-forms";
import { redirectWithToast } from "~/domain/http/flash.server";
import { readFormFields } from "~/domain/http/form-data.server";
import { filledHoneypot, HONEYPOT_MESSAGE } from "~/lib/honeypot";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-esqueci-senha";

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  if (fields && filledHoneypot(fields))
    return data({ error: HONEYPOT_MESSAGE, fieldErrors: {} as Record<string, string> }, { status: 400 });
  const parsed = fields ? parseForm(emailOnlySchema, fields) : null;
  if (!parsed?.ok)
    return data({ error: undefined, fieldErrors: parsed?.fieldErrors ?? { email: "Email inválido" } }, { status: 400 });
  const result = await requestPasswordReset(context, parsed.data.email, context.clientIp);
  if (!result.ok) return data({ error: result.message, fieldErrors: {} as Record<string, string> }, { status: 429 });
  // The same answer whether or not the email has an account.
  return redirectWithToast(
    "/auth/login",
    { title: "Email enviado", description: "Verifique seu email para redefinir sua senha." },
    context.config.sessionSecret,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Esqueci minha senha", "Receba por email um link para criar uma nova senha."),
  { name: "robots", content: "noindex" },
];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Esqueci minha senha">
      <p className="mt-2 text-stone-700">Informe o email da sua conta. Enviaremos um link para você criar uma nova senha.</p>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Honeypot />
        <FormAlert message={actionData?.error} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={actionData?.fieldErrors?.email}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Enviando..." : "Enviar link"}
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/auth/login" className="font-semibold text-teal-800 underline">
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  );
}
