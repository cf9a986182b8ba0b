// /admin/whatsapp: is WhatsApp configured, which templates the shop sends, and
// the admin's on/off per message of an order's life (issue 37 §2). One form,
// intent "switches"; the send job honours the switches when it runs.
import { data } from "react-router";
import { PageHeader, Panel } from "~/components/admin/fields";
import { MessageSwitchesForm, WhatsAppStatus } from "~/components/admin/whatsapp/whatsapp-settings";
import { adminForm, handleAdminForm } from "~/domain/admin/admin-form.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkWhatsAppSwitches } from "~/domain/messaging/forms/whatsapp-settings";
import { loadWhatsAppSettings, saveWhatsAppSettings } from "~/domain/messaging/whatsapp-settings.server";
import { formatDateTime } from "~/lib/dates";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/whatsapp";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const settings = await loadWhatsAppSettings(context);
  // Formatted on the server, in the shop's time zone, so the page reads the same with scripts on and off.
  const messages = settings.messages.map(({ changed, ...m }) => ({
    ...m,
    changed: changed ? `${formatDateTime(changed.at)} por ${changed.by}` : null,
  }));
  return data({ configured: settings.configured, messages }, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, {
    switches: adminForm({
      check: checkWhatsAppSwitches,
      failure: "Não foi possível salvar as mensagens. Tente novamente.",
      run: ({ ctx, value, admin }) => saveWhatsAppSettings(ctx, value, admin.actor),
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "WhatsApp", "Mensagens automáticas de WhatsApp dos pedidos.");

export default function AdminWhatsApp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="WhatsApp" description="Mensagens automáticas enviadas aos compradores em cada etapa do pedido." />
      <div className="grid min-w-0 gap-5 xl:grid-cols-2">
        <Panel title="Conta do WhatsApp">
          <WhatsAppStatus configured={loaderData.configured} />
        </Panel>
        <Panel title="Mensagens">
          <MessageSwitchesForm messages={loaderData.messages} reply={actionData} />
        </Panel>
      </div>
    </>
  );
}
