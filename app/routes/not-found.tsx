import { data } from "react-router";
import { NotFoundPage } from "~/components/shell/not-found-page";
import { notFoundMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <NotFoundPage />;
}
