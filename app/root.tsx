import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { AppShell } from "~/components/shell/app-shell";
import type { ChatAccess } from "~/components/shell/chat-dialog";
import { ErrorPage, NotFoundPage } from "~/components/shell/deferred-error-pages";
import { markRootHydrated, ServerHtmlOnly } from "~/components/ui/hydration";
import { FlashToast, Toaster } from "~/components/ui/toaster";
import { viewerAccess } from "~/domain/club/subscription.server";
import { readFlashToast } from "~/platform/http/flash.server";
import { readSidebarOpen } from "~/platform/http/sidebar-cookie";
import { markViewer } from "~/domain/accounts/viewer.server";
import { quizGreetingName } from "~/domain/quiz/quiz-handoff.server";
import { QUIZ_HANDOFF_COOKIE } from "~/domain/quiz/quiz-handoff-cookie";
import { errorMeta, notFoundMeta, pageMeta } from "~/lib/meta";
import stylesheet from "~/styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The root's title and description: what a page without its own meta inherits, and the
 * only meta rendered when the root's error boundary shows the 404 or the error page.
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error)
    return pageMeta(
      matches,
      "Suplementos com entrega grátis",
      "Descubra o suplemento ideal para o seu organismo, receba em casa e pague depois de receber.",
    );
  return isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches) : errorMeta(matches);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // Every lookup of a personal cookie marks the request's viewer (decision 014): such a page is never shared.
  const [{ toast, setCookie }, { user, subscriber }] = await Promise.all([
    readFlashToast(request, context.config.sessionSecret, () => markViewer(context, "toast")),
    viewerAccess(context, request),
  ]);
  // The first name from a quiz answered without scripts (decision 017), for the plan pages' greeting.
  const quizName = quizGreetingName(request.headers.get("Cookie"), context.config.sessionSecret);
  if (quizName) markViewer(context, "quiz");
  const chatAccess: ChatAccess = !user ? "logged-out" : subscriber ? "subscriber" : "not-subscribed";
  return data(
    {
      brand: context.config.brand,
      sidebarOpen: readSidebarOpen(request.headers.get("Cookie")),
      quizName,
      year: new Date().getFullYear(),
      toast,
      nonce: context.cspNonce,
      user: user ? { name: user.name || user.email } : null,
      chatAccess,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>("root")?.nonce;
  useEffect(markRootHydrated, []);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-stone-50 text-stone-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* Its work is done once the page is loaded: hydrating it would make React insert the
            module preloads the server held back (platform/http/defer-hydration) in mid-commit. */}
        <ServerHtmlOnly>
          <Scripts nonce={nonce} />
        </ServerHtmlOnly>
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Answers of a quiz taken without scripts move into the browser's profile
  // (the code that does it is fetched only when there is something to move).
  useEffect(() => {
    if (document.cookie.includes(`${QUIZ_HANDOFF_COOKIE}=`))
      void import("~/domain/quiz/quiz-handoff").then((m) => m.adoptQuizHandoff(QUIZ_HANDOFF_COOKIE));
  }, []);
  // The admin has its own shell (a route handle `ownShell`): no shop sidebar, search, cart or chat.
  const ownShell = useMatches().some((m) => (m.handle as { ownShell?: boolean } | undefined)?.ownShell);
  if (ownShell)
    return (
      <>
        <FlashToast toast={loaderData.toast} />
        <Outlet />
        <Toaster />
      </>
    );
  return (
    <AppShell
      brand={loaderData.brand}
      sidebarOpen={loaderData.sidebarOpen}
      year={loaderData.year}
      user={loaderData.user}
      chatAccess={loaderData.chatAccess}
    >
      <FlashToast toast={loaderData.toast} />
      <Outlet />
      <Toaster />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = notFound ? <NotFoundPage /> : <ErrorPage error={error} />;
  if (!root) return page;
  return (
    <AppShell brand={root.brand} sidebarOpen={root.sidebarOpen} year={root.year} user={root.user} chatAccess={root.chatAccess}>
      {page}
      <Toaster />
    </AppShell>
  );
}
