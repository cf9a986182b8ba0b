import { data, Form, useNavigation } from "react-router";
import { FormAlert, FormField } from "~/components/account/form-field";
import { Button } from "~/components/ui/button";
import { changePassword, requestPasswordReset, updateProfileName } from "~/domain/accounts/accounts.server";
import { requireUser, sessionIdHashOf } from "~/domain/accounts/sessions.server";
import { changePasswordSchema, parseForm, profileSchema } from "~/lib/account-forms";
import { redirectWithToast } from "~/domain/http/flash.server";
import { readFormFields } from "~/domain/http/form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/perfil";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { fullName: user.name, email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The account is the session's, never an id from the form.
  const user = await requireUser(context, request);
  const fields = await readFormFields(request);
  if (!fields)
    return data({ error: "Não foi possível ler o formulário.", fieldErrors: {} as Record<string, string> }, { status: 400 });
  if (fields.intent === "reset-password") {
    const result = await requestPasswordReset(context, user.email, context.clientIp);
    if (!result.ok) return data({ error: result.message, fieldErrors: {} }, { status: 429 });
    return redirectWithToast(
      "/perfil",
      { title: "Email enviado", description: "Verifique seu email para redefinir sua senha." },
      context.config.sessionSecret,
    );
  }
  if (fields.intent === "change-password") {
    const parsed = parseForm(changePasswordSchema, fields);
    if (!parsed.ok) return data({ error: undefined, fieldErrors: parsed.fieldErrors }, { status: 400 });
    // This browser stays signed in; every other session and reset link of the account ends.
    const result = await changePassword(context, user, sessionIdHashOf(context, request)!, parsed.data);
    if (!result.ok) {
      const status = result.reason === "limited" ? 429 : 400;
      return data(
        { error: result.reason === "limited" ? result.message : undefined, fieldErrors: { currentPassword: result.message } },
        { status },
      );
    }
    return redirectWithToast(
      "/perfil",
      { title: "Senha alterada", description: "Sua senha foi alterada. As outras sessões foram encerradas." },
      context.config.sessionSecret,
    );
  }
  const parsed = parseForm(profileSchema, { fullName: fields.fullName });
  if (!parsed.ok) return data({ error: undefined, fieldErrors: parsed.fieldErrors }, { status: 400 });
  await updateProfileName(context, user.id, parsed.data.fullName);
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
  const intent = navigation.formData?.get("intent");
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meu Perfil</h1>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-5" noValidate>
        <FormAlert title="Erro" message={actionData?.error} />
        <FormField
          label="Nome completo"
          name="fullName"
          defaultValue={loaderData.fullName}
          autoComplete="name"
          required
          maxLength={120}
          error={errors.fullName}
        />
        <p className="text-sm text-stone-700">Email: {loaderData.email}</p>
        <Button type="submit" name="intent" value="profile" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" && intent === "profile" ? "Salvando..." : "Salvar alterações"}
        </Button>
      </Form>
      <Form method="post" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="font-semibold">Senha</h2>
        <p className="mt-1 text-sm text-stone-700">Enviaremos um link para o seu email para você criar uma nova senha.</p>
        <Button type="submit" name="intent" value="reset-password" variant="outline" className="mt-3">
          Enviar email para redefinir senha
        </Button>
      </Form>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-5" noValidate>
        <h2 className="font-semibold">Alterar senha</h2>
        <FormField
          label="Senha atual"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          error={errors.currentPassword}
        />
        <FormField
          label="Nova senha"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
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
        <Button type="submit" name="intent" value="change-password" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" && intent === "change-password" ? "Alterando..." : "Alterar senha"}
        </Button>
      </Form>
    </div>
  );
}
