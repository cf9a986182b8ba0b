import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, NewPasswordFields, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { errorOf } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { resetPassword } from "~/domain/accounts/accounts.server";
import { clearSessionCookie } from "~/domain/accounts/sessions.server";
import { AUTH_MESSAGES, checkReset, resetSchema } from "~/domain/accounts/forms/accounts";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormDataOrEmpty(request), checkReset);
  if (submission.status !== "success") return data({ result: refusalReply(submission) }, { status: 400 });
  if (!(await resetPassword(context, submission.value.token, submission.value.password))) {
    return data({ result: refusalReply(submission, AUTH_MESSAGES.invalidToken) }, { status: 400 });
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
  return <ResetForm token={loaderData.token} lastResult={actionData?.result} />;
}

function ResetForm({ token, lastResult }: { token: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, formError } = useAccountForm({
    id: "nova-senha",
    schema: resetSchema,
    check: checkReset,
    lastResult,
  });
  return (
    <AuthCard title="Redefinir senha">
      <Form method="post" className="mt-6 space-y-4" {...formProps}>
        <input type="hidden" name="token" value={token} />
        {/* A bad token is no field the shopper can fix: it is the form's message. */}
        <FormAlert message={formError ?? errorOf(fields.token)} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} changing />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </Form>
    </AuthCard>
  );
}
