import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormAlert, FormField } from "~/components/account/form-field";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { resendConfirmation, signIn } from "~/domain/accounts/accounts.server";
import { createUserSession, getSessionUser, safeRedirectPath } from "~/domain/accounts/sessions.server";
import { loginSchema, parseForm } from "~/lib/account-forms";
import { redirectWithToast } from "~/domain/http/flash.server";
import { readFormFields } from "~/domain/http/form-data.server";
import { filledHoneypot, HONEYPOT_MESSAGE } from "~/lib/honeypot";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  // A signed-in visitor is sent on at once (spec).
  if (await getSessionUser(context, request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  if (fields && filledHoneypot(fields))
    return data({ error: HONEYPOT_MESSAGE, fieldErrors: {} as Record<string, string> }, { status: 400 });
  if (!fields)
    return data({ error: "Não foi possível ler o formulário.", fieldErrors: {} as Record<string, string> }, { status: 400 });
  if (fields.intent === "resend") {
    const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase().slice(0, 254) : "";
    const result = await resendConfirmation(context, email, context.clientIp);
    if (!result.ok) return data({ error: result.message, fieldErrors: {} }, { status: 429 });
    return data({ resent: true, error: undefined, fieldErrors: {} });
  }
  const parsed = parseForm(loginSchema, fields);
  if (!parsed.ok) return data({ error: undefined, fieldErrors: parsed.fieldErrors }, { status: 400 });
  const result = await signIn(context, parsed.data, context.clientIp);
  if (!result.ok) {
    const status = result.reason === "limited" ? 429 : result.reason === "unconfirmed" ? 403 : 401;
    return data({ error: result.message, unconfirmed: result.reason === "unconfirmed", fieldErrors: {} }, { status });
  }
  const session = await createUserSession(context, request, result.userId);
  return redirectWithToast(
    safeRedirectPath(parsed.data.redirectTo),
    { title: "Login realizado com sucesso", description: "Bem-vindo de volta!" },
    context.config.sessionSecret,
    [session],
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Entrar", "Entre na sua conta para ver seus pedidos, receitas e e-books."),
  { name: "robots", content: "noindex" },
];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resend";
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <AuthCard title="Entrar na sua conta">
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Honeypot />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {actionData?.error ? <FormAlert title="Erro ao entrar" message={actionData.error} /> : null}
        {actionData && "resent" in actionData && actionData.resent ? (
          <p role="status" className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900">
            Se houver uma conta com este email aguardando confirmação, enviamos um novo link.
          </p>
        ) : null}
        <FormField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
        <FormField
          label="Senha"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          error={errors.password}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Entrando..." : "Entrar"}
        </Button>
        {actionData && "unconfirmed" in actionData && actionData.unconfirmed ? (
          <Button type="submit" name="intent" value="resend" variant="outline" className="w-full">
            Reenviar email de confirmação
          </Button>
        ) : null}
      </Form>
      <div className="mt-6 space-y-2 text-sm">
        <p>
          <Link to="/auth/esqueci-senha" className="font-semibold text-teal-800 underline">
            Esqueci minha senha
          </Link>
        </p>
        <p>
          Ainda não tem conta?{" "}
          <Link to="/auth/register" className="font-semibold text-teal-800 underline">
            Criar uma conta
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
