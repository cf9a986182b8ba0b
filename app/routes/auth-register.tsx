import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountField, AuthCard, NewPasswordFields, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { PolicyNotice } from "~/components/privacy/policy-links";
import { signUp } from "~/domain/accounts/accounts.server";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { checkRegister, registerSchema } from "~/domain/accounts/forms/accounts";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-register";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(context, request)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormDataOrEmpty(request), checkRegister);
  if (submission.status !== "success") return data({ result: refusalReply(submission) }, { status: 400 });
  const result = await signUp(context, submission.value, context.clientIp);
  if (!result.ok) return data({ result: refusalReply(submission, result.message) }, { status: 429 });
  return redirectWithToast(
    "/auth/login",
    { title: "Conta criada com sucesso", description: "Verifique seu email para confirmar o cadastro." },
    context.config.sessionSecret,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Criar uma conta", "Crie sua conta para acompanhar seus pedidos e acessar conteúdos exclusivos."),
  { name: "robots", content: "noindex" },
];

export default function Register({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, formError } = useAccountForm({
    id: "cadastro",
    schema: registerSchema,
    check: checkRegister,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Criar uma conta">
      <Form method="post" className="mt-6 space-y-4" {...formProps}>
        <Honeypot />
        <FormAlert title="Erro ao criar conta" message={formError} />
        <AccountField field={fields.name} label="Nome" autoComplete="name" maxLength={120} />
        <AccountField field={fields.email} label="Email" type="email" autoComplete="email" maxLength={254} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Criando conta..." : "Cadastrar"}
        </Button>
        <PolicyNotice action="criar a conta" />
      </Form>
      <p className="mt-6 text-sm">
        Já tem uma conta?{" "}
        <Link to="/auth/login" className="font-semibold text-teal-800 underline">
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
