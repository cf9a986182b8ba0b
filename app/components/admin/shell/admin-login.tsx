// The panel's sign-in: shown by every admin address without an admin session,
// in place of the page, so a shared link (/admin/pedidos/123) brings the admin
// back to it once signed in. A real form on the shop's form layer: it works
// before scripts load, the password is checked on the server (rate limited)
// and never comes back in the page.
import { getFormProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { errorOf, Field } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { cx } from "~/components/ui/cx";
import { checkAdminLogin } from "~/domain/admin/forms/shared";
import { parseSubmission } from "~/lib/forms";
import type { AdminFormReply } from "../orders/order-form";

export function AdminLogin() {
  // A wrong password comes back with a title ('Acesso negado') for its one message.
  const reply = useActionData<AdminFormReply & { title?: string }>();
  const location = useLocation();
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<"password", unknown>>({
    id: "admin-login",
    lastResult: reply?.intent === "login" ? reply.result : undefined,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseSubmission(formData, checkAdminLogin),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  // A refused password is never kept: clear the field (scripts on; without them the page comes back empty) and focus it.
  const passwordId = fields.password.id;
  useEffect(() => {
    if (reply?.intent !== "login") return;
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) {
      input.value = "";
      input.focus();
    }
  }, [reply, passwordId]);
  return (
    <main id="conteudo" className="min-h-dvh bg-stone-50">
      <AuthCard title="Acesso Restrito">
        <p className="mt-1 text-sm text-stone-700">Digite a senha de administrador para acessar o painel.</p>
        <Form method="post" action="/admin" {...getFormProps(form)} className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <FormAlert title={reply?.intent === "login" ? reply.title : undefined} message={errorOf(form)} />
          <Field
            field={fields.password}
            label="Senha"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            inputClassName={cx(inputClasses, "mt-1")}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Verificando..." : "Acessar"}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="font-semibold text-teal-800 underline">
            Voltar para a loja
          </Link>
        </p>
      </AuthCard>
    </main>
  );
}
