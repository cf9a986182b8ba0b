import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, FormAlert, FormField } from "~/components/account/form-field";
import { Button } from "~/components/ui/button";
import { resetPassword } from "~/domain/accounts/accounts.server";
import { clearSessionCookie } from "~/domain/accounts/sessions.server";
import { AUTH_MESSAGES, parseForm, resetSchema } from "~/lib/account-forms";
import { redirectWithToast } from "~/domain/http/flash.server";
import { readFormFields } from "~/domain/http/form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  const parsed = fields ? parseForm(resetSchema, fields) : null;
  if (!parsed?.ok) return data({ error: undefined, fieldErrors: parsed?.fieldErrors ?? {} }, { status: 400 });
  if (!(await resetPassword(context, parsed.data.token, parsed.data.password))) {
    return data({ error: AUTH_MESSAGES.invalidToken, fieldErrors: {} as Record<string, string> }, { status: 400 });
  }
  // Every session of the account ended with the old password, this browser's too.
  return redirectWithToast(
    "/auth/login",
    { title: "Senha redefinida", description: "Entre com a sua nova senha." },
    context.config.sessionSecret,
    [clearSessionCookie({ secure: context.config.secureCookies })],
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Redefinir senha", "Escolha uma nova senha para a sua conta."),
  { name: "robots", content: "noindex" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  if (!loaderData.token) {
    return (
      <AuthCard title="Redefinir senha">
        <div className="mt-6 space-y-4">
          <FormAlert message={AUTH_MESSAGES.invalidToken} />
          <Link to="/auth/esqueci-senha" className="font-semibold text-teal-800 underline">
            Pedir um novo link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Redefinir senha">
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert message={actionData?.error ?? errors.token} />
        <FormField
          label="Nova senha"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.password}
        />
        <FormField
          label="Confirmar nova senha"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </Form>
    </AuthCard>
  );
}
