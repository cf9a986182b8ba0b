// /admin/*: the admin's own shell (no shop sidebar, search, cart or chat) and,
// without an admin session, the panel's sign-in in place of any admin page.
// Posting here signs in (password, rate limited, back to the page that asked)
// or out. Each section is a child route that loads only its own data and
// guards itself (requireAdmin): its 403 lands in this layout's boundary, which
// shows the sign-in.
import { data, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/shell/admin-shell";
import { AdminLogin } from "~/components/admin/shell/admin-login";
import { ErrorPage } from "~/components/shell/deferred-error-pages";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { getAdmin, signInAdmin, signOutAdmin } from "~/domain/admin/admin-session.server";
import { ADMIN_MESSAGES, checkAdminLogin } from "~/domain/admin/forms/shared";
import { redirectWithToast } from "~/platform/http/flash.server";
import { limitRequestBody } from "~/platform/storage/uploads.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/layout";

/** Root reads this to leave the shop's shell out (app/root.tsx). */
export const handle = { ownShell: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getAdmin(context, request);
  return data(
    { admin: admin ? { name: admin.name, via: admin.via } : null, brandName: context.config.brand.name },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

function reply(intent: string, result: ReturnType<typeof refusalReply>, status: number, title?: string) {
  return data({ intent, result, ...(title ? { title } : {}) }, { status, headers: ADMIN_PAGE_HEADERS });
}

/** Signing in to and out of the panel; each section's forms post to its own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const formLevel = (message: string) => ({ status: "error" as const, error: { "": [message] } });
  const limited = limitRequestBody(request, ADMIN_MESSAGES.formUnreadable, 16 * 1024);
  if (!limited.ok) return reply("login", formLevel(limited.message), limited.status);
  let form: FormData;
  try {
    form = await limited.request.formData();
  } catch {
    return reply("login", formLevel(ADMIN_MESSAGES.formUnreadable), 400);
  }
  const intent = form.get("intent");
  if (intent === "logout") {
    const clear = await signOutAdmin(context, request);
    return redirectWithToast("/admin", ADMIN_MESSAGES.signedOut, context.config.sessionSecret, [clear]);
  }
  if (intent !== "login") return reply("login", formLevel(ADMIN_MESSAGES.unknownIntent), 400);
  const submission = parseSubmission(form, checkAdminLogin);
  if (submission.status !== "success") return reply("login", refusalReply(submission), 400);
  const result = await signInAdmin(context, request, submission.value.password, context.clientIp);
  // The refusal is said once, above the form ('Acesso negado' + 'Senha incorreta.', as the spec pairs them).
  if (!result.ok)
    return result.reason === "limited"
      ? reply("login", refusalReply(submission, result.message), 429)
      : reply("login", refusalReply(submission, result.message), 401, ADMIN_MESSAGES.accessDenied.title);
  return redirectWithToast(
    safeRedirectPath(form.get("redirectTo"), { fallback: "/admin", within: "/admin" }),
    ADMIN_MESSAGES.accessGranted,
    context.config.sessionSecret,
    [result.cookie],
  );
}

/** The panel (and its sign-in) is never cached nor indexed. */
export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Painel administrativo", "Área restrita da equipe."),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.admin) return <AdminLogin />;
  return (
    <AdminShell admin={loaderData.admin} brandName={loaderData.brandName}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A section's 403 (nobody signed in, or the session ended meanwhile) is the
 * sign-in; any other error shows inside the shell when someone is signed in.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if ((isRouteErrorResponse(error) && error.status === 403) || !layout?.admin) return <AdminLogin />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminShell admin={layout.admin} brandName={layout.brandName}>
      {notFound ? (
        <section className="py-10">
          <h1 className="text-2xl font-bold">Não encontrado</h1>
          <p className="mt-2 text-stone-700">
            {typeof error.data === "string" && error.data ? error.data : "Este endereço não existe no painel."}
          </p>
          <Link to="/admin" className="mt-4 inline-block font-semibold text-teal-800 underline">
            Voltar para Hoje
          </Link>
        </section>
      ) : (
        <ErrorPage error={error} />
      )}
    </AdminShell>
  );
}
