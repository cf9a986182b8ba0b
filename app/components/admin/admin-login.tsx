// 'Acesso Restrito': the password dialog shown by /admin without an admin
// session. The server renders it in place, so it works before the page's
// script loads; the password is checked on the server. Closing it leaves the
// 'Área Restrita' notice with a link home.
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { LockIcon } from "~/components/ui/icons";
import { inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { cx } from "~/components/ui/cx";
import type { AdminActionData } from "~/domain/admin/forms/shared";

export function AdminLogin() {
  const [open, setOpen] = useState(true);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto size-10 text-stone-500" />
      <h1 className="mt-4 text-2xl font-bold">Área Restrita</h1>
      <p className="mt-2 text-stone-700">Você não tem permissão para acessar esta página.</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button onClick={() => setOpen(true)}>Entrar no painel</Button>
        <Link to="/" className="font-semibold text-teal-800 underline">
          Voltar para a página inicial
        </Link>
      </div>
      {/* Open in the server's HTML (works before scripts load); a modal in the top layer once hydrated. */}
      {open ? <LoginDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function LoginDialog({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<AdminActionData>();
  const location = useLocation();
  const fieldId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = useRef<AdminActionData | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    toast(fetcher.data.toast);
    if (inputRef.current) {
      inputRef.current.value = "";
      inputRef.current.focus();
    }
  }, [fetcher.state, fetcher.data]);

  const busy = fetcher.state !== "idle";
  const error =
    !busy && fetcher.data && !fetcher.data.ok
      ? (fetcher.data.fieldErrors?.password ?? fetcher.data.toast.description)
      : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      className="max-w-sm p-6"
      aria-describedby={descriptionId}
      initialFocusRef={inputRef}
      returnFocus={(previous) => (previous && previous !== document.body ? previous : null)}
    >
      <DialogTitle className="text-xl font-bold">Acesso Restrito</DialogTitle>
      <p id={descriptionId} className="mt-1 text-sm text-stone-700">
        Digite a senha de administrador para acessar o painel.
      </p>
      <fetcher.Form method="post" action="/admin" className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <div>
          <label htmlFor={`${fieldId}-password`} className="block text-sm font-medium text-stone-800">
            Senha
          </label>
          <input
            ref={inputRef}
            id={`${fieldId}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            className={cx(inputClasses, "mt-1")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Verificando..." : "Acessar"}
        </Button>
      </fetcher.Form>
    </Dialog>
  );
}
