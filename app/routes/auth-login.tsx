import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountField, AuthCard, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { resendConfirmation, signIn } from "~/domain/accounts/accounts.server";
import { createUserSession, getSessionUser } from "~/domain/accounts/sessions.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { checkLoginForm, loginSchema } from "~/domain/accounts/forms/accounts";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-login";

/** Where a sign-in goes without a (safe) return path. */
const AFTER_LOGIN = { fallback: "/dashboard" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), AFTER_LOGIN);
  // A signed-in visitor is sent on at once (spec).
  if (await getSessionUser(context, request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormDataOrEmpty(request), checkLoginForm);
  if (submission.status !== "success") return data({ result: refusalReply(submission) }, { status: 400 });
  const form = submission.value;
  if (form.intent === "resend") {
    const result = await resendConfirmation(context, form.email, context.clientIp);
    if (!result.ok) return data({ result: refusalReply(submission, result.message) }, { status: 429 });
    return data({ result: refusalReply(submission), resent: true });
  }
  const result = await signIn(context, form, context.clientIp);
  if (!result.ok) {
    const status = result.reason === "limited" ? 429 : result.reason === "unconfirmed" ? 403 : 401;
    return data({ result: refusalReply(submission, result.message), unconfirmed: result.reason === "unconfirmed" }, { status });
  }
  const session = await createUserSession(context, request, result.userId);
  return redirectWithToast(
    safeRedirectPath(form.redirectTo, AFTER_LOGIN),
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
  const { fields, formProps, formError } = useAccountForm({
    id: "entrar",
    schema: loginSchema,
    check: checkLoginForm,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Entrar na sua conta">
      <Form method="post" className="mt-6 space-y-4" {...formProps}>
        <Honeypot />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormAlert title="Erro ao entrar" message={formError} />
        {actionData && "resent" in actionData && actionData.resent ? (
          <p role="status" className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900">
            Se houver uma conta com este email aguardando confirmação, enviamos um novo link.
          </p>
        ) : null}
        <AccountField field={fields.email} label="Email" type="email" autoComplete="email" maxLength={254} />
        <AccountField field={fields.password} label="Senha" type="password" autoComplete="current-password" maxLength={128} />
        <Button type="submit" name="intent" value="login" className="w-full" disabled={busy}>
          {busy ? "Entrando..." : "Entrar"}
        </Button>
        {actionData && "unconfirmed" in actionData && actionData.unconfirmed ? (
          <Button type="submit" name="intent" value="resend" formNoValidate variant="outline" className="w-full">
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
