import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import { AdminLogin } from "~/components/admin/admin-login";
import { AdminTabs, TAB_PANEL_ID, tabId } from "~/components/admin/admin-tabs";
import { BlogTab } from "~/components/admin/blog-tab";
import { EbooksTab } from "~/components/admin/ebooks-tab";
import { FunnelTab } from "~/components/admin/funnel-tab";
import { OrdersTab } from "~/components/admin/orders-tab";
import { AddProductTab, ProductsTab } from "~/components/admin/products-tab";
import { RecipesTab } from "~/components/admin/recipes-tab";
import { ResultsTab } from "~/components/admin/results-tab";
import { SubscribersTab } from "~/components/admin/subscribers-tab";
import { ErrorPage } from "~/components/shell/error-page";
import { Button } from "~/components/ui/button";
import { LogOutIcon } from "~/components/ui/icons";
import { loadAdminPage } from "~/domain/admin/admin-page.server";
import { isAdminRequired, requireAdmin, signInAdmin, signOutAdmin } from "~/domain/admin/admin-session.server";
import { safeRedirectPath } from "~/domain/accounts/sessions.server";
import { limitRequestBody } from "~/domain/storage/uploads.server";
import { ADMIN_MESSAGES, type AdminActionData, adminLoginSchema } from "~/domain/admin/forms/shared";
import { redirectWithToast } from "~/domain/http/flash.server";
import { formFieldsOf } from "~/domain/http/form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const noStore = { headers: { "Cache-Control": "no-store" } };
  try {
    const admin = await requireAdmin(context, request);
    return data({ locked: false as const, ...(await loadAdminPage(context, new URL(request.url), admin)) }, noStore);
  } catch (error) {
    // Nobody signed in to the panel: the 'Acesso Restrito' password dialog, and nothing else.
    if (isAdminRequired(error)) return data({ locked: true as const }, noStore);
    throw error;
  }
}

/** Signing in to and out of the panel; everything else posts to /admin/{produtos,ebooks,blog,pedidos,receitas}. */
export async function action({ request, context }: Route.ActionArgs) {
  const refuse = (status: number, description: string, fieldErrors?: Record<string, string>) =>
    data<AdminActionData>(
      { ok: false, toast: { title: ADMIN_MESSAGES.accessDenied.title, description, variant: "destructive" }, fieldErrors },
      { status },
    );
  const limited = limitRequestBody(request, ADMIN_MESSAGES.formUnreadable, 16 * 1024);
  if (!limited.ok) return refuse(limited.status, limited.message);
  let fields: Record<string, unknown>;
  try {
    fields = formFieldsOf(await limited.request.formData());
  } catch {
    return refuse(400, ADMIN_MESSAGES.formUnreadable);
  }
  if (fields.intent === "logout") {
    const clear = await signOutAdmin(context, request);
    return redirectWithToast("/", ADMIN_MESSAGES.signedOut, context.config.sessionSecret, [clear]);
  }
  if (fields.intent !== "login") return refuse(400, ADMIN_MESSAGES.unknownIntent);
  const parsed = adminLoginSchema.safeParse({ password: fields.password });
  if (!parsed.success) return refuse(400, ADMIN_MESSAGES.passwordRequired, { password: ADMIN_MESSAGES.passwordRequired });
  const result = await signInAdmin(context, request, parsed.data.password, context.clientIp);
  if (!result.ok) {
    return result.reason === "limited"
      ? data<AdminActionData>(
          {
            ok: false,
            toast: { title: "Muitas tentativas", description: result.message, variant: "destructive" },
            fieldErrors: { password: result.message },
          },
          { status: 429 },
        )
      : refuse(401, result.message, { password: result.message });
  }
  const back = safeRedirectPath(typeof fields.redirectTo === "string" ? fields.redirectTo : null, "/admin");
  return redirectWithToast(
    back.startsWith("/admin") ? back : "/admin",
    ADMIN_MESSAGES.accessGranted,
    context.config.sessionSecret,
    [result.cookie],
  );
}

/** The panel (and its password dialog) is never cached nor indexed. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Painel administrativo", "Área restrita da equipe."),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.locked) return <AdminLogin />;
  const page = loaderData;
  const leaving =
    navigation.state !== "idle" && navigation.formAction === "/admin" && navigation.formData?.get("intent") === "logout";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Painel Administrativo</h1>
          <p className="text-sm text-stone-700">Conectado como {page.admin.name}</p>
        </div>
        <Form method="post" action="/admin">
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="outline" disabled={leaving}>
            <LogOutIcon className="size-4" />
            Sair
          </Button>
        </Form>
      </header>
      <div className="mt-5">
        <AdminTabs current={page.tab} />
      </div>
      <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(page.tab)} className="mt-5">
        {page.tab === "produtos" ? (
          <ProductsTab products={page.products} categories={page.categories} editing={page.editing} />
        ) : null}
        {page.tab === "adicionar" ? <AddProductTab categories={page.categories} /> : null}
        {page.tab === "ebooks" ? <EbooksTab ebooks={page.ebooks} editing={page.editing} /> : null}
        {page.tab === "blog" ? <BlogTab posts={page.posts} editing={page.editing} /> : null}
        {page.tab === "pedidos" ? (
          <OrdersTab
            orders={page.orders}
            total={page.total}
            pageSize={page.pageSize}
            filters={page.filters}
            selected={page.selected}
            blocked={page.blocked}
            rules={page.rules}
          />
        ) : null}
        {page.tab === "receitas" ? <RecipesTab recipes={page.recipes} editing={page.editing} /> : null}
        {page.tab === "assinantes" ? <SubscribersTab members={page.members} /> : null}
        {page.tab === "funil" ? <FunnelTab funnel={page.funnel} /> : null}
        {page.tab === "resultados" ? <ResultsTab results={page.results} /> : null}
      </div>
    </div>
  );
}

/** An action's 403 (the panel session ended meanwhile) is the password dialog too; anything else is the shop's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminLogin />;
  return <ErrorPage error={error} />;
}
