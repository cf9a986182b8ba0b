import { data, Form, Link, useNavigation } from "react-router";
import { AccountField, AuthCard, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { requestPasswordReset } from "~/domain/accounts/accounts.server";
import { checkEmailOnly, emailOnlySchema } from "~/domain/accounts/forms/accounts";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-esqueci-senha";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormDataOrEmpty(request), checkEmailOnly);
  if (submission.status !== "success") return data({ result: refusalReply(submission) }, { status: 400 });
  const result = await requestPasswordReset(context, submission.value.email, context.clientIp);
  if (!result.ok) return data({ result: refusalReply(submission, result.message) }, { status: 429 });
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
  const { fields, formProps, formError } = useAccountForm({
    id: "esqueci-senha",
    schema: emailOnlySchema,
    check: checkEmailOnly,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Esqueci minha senha">
      <p className="mt-2 text-stone-700">Informe o email da sua conta. Enviaremos um link para você criar uma nova senha.</p>
      <Form method="post" className="mt-6 space-y-4" {...formProps}>
        <Honeypot />
        <FormAlert message={formError} />
        <AccountField field={fields.email} label="Email" type="email" autoComplete="email" maxLength={254} />
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
