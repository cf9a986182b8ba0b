import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { confirmEmail } from "~/domain/accounts/accounts.server";
import { AUTH_MESSAGES } from "~/domain/accounts/forms/accounts";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormFields } from "~/platform/http/form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-confirmar";

// The email link opens this page; confirming is a POST, so link scanners
// that fetch the URL do not use up the single-use token.
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  const token = typeof fields?.token === "string" ? fields.token : "";
  if (!(await confirmEmail(context, token))) return data({ error: AUTH_MESSAGES.invalidToken }, { status: 400 });
  return redirectWithToast(
    "/auth/login",
    { title: "Email confirmado", description: "Agora é só entrar na sua conta." },
    context.config.sessionSecret,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Confirmar email", "Confirme o email da sua conta."),
  { name: "robots", content: "noindex" },
];

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Confirmar email">
      {loaderData.token ? (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <FormAlert message={actionData?.error} />
          <p className="text-stone-700">Clique no botão para confirmar o seu email e ativar sua conta.</p>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Confirmando..." : "Confirmar email"}
          </Button>
        </Form>
      ) : (
        <div className="mt-6 space-y-4">
          <FormAlert message={AUTH_MESSAGES.invalidToken} />
          <Link to="/auth/login" className="font-semibold text-teal-800 underline">
            Ir para o login
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
