import { data, Form, useNavigation } from "react-router";
import { AccountField, NewPasswordFields, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { PrivacyLink } from "~/components/privacy/policy-links";
import { MY_DATA_PATH } from "~/domain/privacy/policy";
import { changePassword, requestPasswordReset, updateProfileName } from "~/domain/accounts/accounts.server";
import { requireUser, sessionIdHashOf } from "~/domain/accounts/sessions.server";
import { changePasswordSchema, checkChangePassword, checkProfile, profileSchema } from "~/domain/accounts/forms/accounts";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/perfil";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { fullName: user.name, email: user.email };
}

type Intent = "profile" | "reset-password" | "change-password";

export async function action({ request, context }: Route.ActionArgs) {
  // The account is the session's, never an id from the form.
  const user = await requireUser(context, request);
  const form = await readFormDataOrEmpty(request);
  const intent: Intent =
    form.get("intent") === "reset-password"
      ? "reset-password"
      : form.get("intent") === "change-password"
        ? "change-password"
        : "profile";
  if (intent === "reset-password") {
    const result = await requestPasswordReset(context, user.email, context.clientIp);
    if (!result.ok) return data({ intent, result: undefined, error: result.message }, { status: 429 });
    return redirectWithToast(
      "/perfil",
      { title: "Email enviado", description: "Verifique seu email para redefinir sua senha." },
      context.config.sessionSecret,
    );
  }
  if (intent === "change-password") {
    const submission = parseSubmission(form, checkChangePassword);
    if (submission.status !== "success") return data({ intent, result: refusalReply(submission) }, { status: 400 });
    // This browser stays signed in; every other session and reset link of the account ends.
    const result = await changePassword(context, user, sessionIdHashOf(context, request)!, submission.value);
    if (!result.ok) {
      const reply =
        result.reason === "limited"
          ? refusalReply(submission, result.message)
          : refusalReply(submission, undefined, { currentPassword: [result.message] });
      return data({ intent, result: reply }, { status: result.reason === "limited" ? 429 : 400 });
    }
    return redirectWithToast(
      "/perfil",
      { title: "Senha alterada", description: "Sua senha foi alterada. As outras sessões foram encerradas." },
      context.config.sessionSecret,
    );
  }
  const submission = parseSubmission(form, checkProfile);
  if (submission.status !== "success") return data({ intent, result: refusalReply(submission) }, { status: 400 });
  await updateProfileName(context, user.id, submission.value.fullName);
  return redirectWithToast(
    "/perfil",
    { title: "Perfil atualizado", description: "Suas informações foram atualizadas com sucesso." },
    context.config.sessionSecret,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Meu Perfil", "Edite suas informações de perfil."),
  { name: "robots", content: "noindex" },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  // Each form shows only the answer to its own post.
  const answerTo = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);
  const profile = useAccountForm({
    id: "perfil",
    schema: profileSchema,
    check: checkProfile,
    lastResult: answerTo("profile"),
    defaultValue: { fullName: loaderData.fullName },
  });
  const change = useAccountForm({
    id: "alterar-senha",
    schema: changePasswordSchema,
    check: checkChangePassword,
    lastResult: answerTo("change-password"),
  });
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meu Perfil</h1>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-5" {...profile.formProps}>
        <FormAlert title="Erro" message={profile.formError} />
        <AccountField field={profile.fields.fullName} label="Nome completo" autoComplete="name" maxLength={120} />
        <p className="text-sm text-stone-700">Email: {loaderData.email}</p>
        <p className="text-sm text-stone-600">
          Como usamos os seus dados: <PrivacyLink />. Para ver, baixar, corrigir ou excluir tudo o que guardamos, acesse{" "}
          <a href={MY_DATA_PATH} className="font-medium text-teal-800 underline underline-offset-2">
            Meus dados
          </a>
          .
        </p>
        <Button type="submit" name="intent" value="profile" disabled={!!submitting}>
          {submitting === "profile" ? "Salvando..." : "Salvar alterações"}
        </Button>
      </Form>
      <Form method="post" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="font-semibold">Senha</h2>
        <p className="mt-1 text-sm text-stone-700">Enviaremos um link para o seu email para você criar uma nova senha.</p>
        <FormAlert title="Erro" message={actionData && "error" in actionData ? actionData.error : undefined} />
        <Button type="submit" name="intent" value="reset-password" variant="outline" className="mt-3">
          Enviar email para redefinir senha
        </Button>
      </Form>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-5" {...change.formProps}>
        <h2 className="font-semibold">Alterar senha</h2>
        <FormAlert title="Erro" message={change.formError} />
        <AccountField
          field={change.fields.currentPassword}
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          maxLength={128}
        />
        <NewPasswordFields password={change.fields.password} confirmPassword={change.fields.confirmPassword} changing />
        <Button type="submit" name="intent" value="change-password" disabled={!!submitting}>
          {submitting === "change-password" ? "Alterando..." : "Alterar senha"}
        </Button>
      </Form>
    </div>
  );
}
