// /admin/assinantes: the club's members, filtered by search and status in the address.
import { data } from "react-router";
import { PageHeader, Panel, searchOf } from "~/components/admin/fields";
import { statusFilterOf, SubscriberList } from "~/components/admin/subscribers/subscriber-list";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { listClubMembers } from "~/domain/club/subscribers.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/assinantes";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const members = await listClubMembers(context);
  return data(
    { members, query: searchOf(request.url), status: statusFilterOf(request.url) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Assinantes", "Assinantes do Clube.");

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Assinantes" description="Membros do Clube e a validade de cada assinatura." />
      <Panel title="Assinantes do Clube">
        <SubscriberList members={loaderData.members} query={loaderData.query} status={loaderData.status} />
      </Panel>
    </>
  );
}
