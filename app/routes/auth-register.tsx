import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormAlert, FormField } from "~/components/account/form-field";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { signUp } from "~/domain/accounts/accounts.server";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { parseForm, registerSchema } from "~/lib/account-forms";
import { redirectWithToast } from "~/domain/http/flash.server";
import { readFormFields } from "~/domain/http/form-data.server";
import { filledHoneypot, HONEYPOT_MESSAGE } from "~/lib/honeypot";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-register";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(context, request)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  if (fields && filledHoneypot(fields))
    return data({ error: HONEYPOT_MESSAGE, fieldErrors: {} as Record<string, string> }, { status: 400 });
  if (!fields)
    return data({ error: "Não foi possível ler o formulário.", fieldErrors: {} as Record<string, string> }, { status: 400 });
  const parsed = parseForm(registerSchema, fields);
  if (!parsed.ok) return data({ error: undefined, fieldErrors: parsed.fieldErrors }, { status: 400 });
  const result = await signUp(context, parsed.data, context.clientIp);
  if (!result.ok) return data({ error: result.message, fieldErrors: {} }, { status: 429 });
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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <AuthCard title="Criar uma conta">
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Honeypot />
        {actionData?.error ? <FormAlert title="Erro ao criar conta" message={actionData.error} /> : null}
        <FormField label="Nome" name="name" autoComplete="name" required maxLength={120} error={errors.name} />
        <FormField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
        <FormField
          label="Senha"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.password}
        />
        <FormField
          label="Confirmar senha"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Criando conta..." : "Cadastrar"}
        </Button>
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
