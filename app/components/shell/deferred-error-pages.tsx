// The error and not-found pages are rendered by the root's error boundary on
// every route, but only an error needs their code: it loads when one is shown.
import { deferredComponent } from "~/components/ui/deferred";

export const ErrorPage = deferredComponent<{ error: unknown }>(() => import("./error-page").then((module) => module.ErrorPage));
export const NotFoundPage = deferredComponent<object>(() => import("./not-found-page").then((module) => module.NotFoundPage));
