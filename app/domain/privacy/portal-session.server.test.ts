// The privacy portal's own round trips (issue 34, class 2), on both engines:
// the correction form pre-filled with the stored phone is accepted unchanged
// (it showed "+5511…" through a mask that read 55 as the DDD, and every
// correction was refused), and "Sair" ends the grant server-side, so neither
// a copied cookie nor the emailed link opens the portal again.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { maskWhatsapp } from "~/lib/masks";
import type { RequestContext } from "~/services.server";
import { action as portalAction, loader as portalLoader } from "~/routes/privacidade.meus-dados";
import { insertCustomer, insertOrder } from "../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../tests/support/database";
import { runRoute } from "../../../tests/support/route-outcome";
import { shopSuite } from "../../../tests/support/shop-suite";
import { portalToken } from "./portal-link.server";

const EMAIL = "bia.portal@example.com";
const PHONE = "+5511951078272";

describeEachDatabase("privacy portal round trips", (get) => {
  const shop = shopSuite(get, { name: "Lift Detox", priceCents: 14700, handle: "detox-portal" });
  let context: RequestContext;
  let orderId = "";

  beforeAll(async () => {
    context = { ...shop.services, clientIp: "127.0.0.1", cspNonce: "n" };
    const c = await insertCustomer(shop.services.db, { name: "Bia Portal", email: EMAIL, phone: PHONE, state: "SP" });
    const order = await insertOrder(shop.services.db, {
      customerId: c.id,
      productId: shop.productId,
      totalCents: 14700,
      source: "checkout",
      customerName: "Bia Portal",
      customerEmail: EMAIL,
      customerPhone: PHONE,
      deliveryAddress: "Rua A, 1, São Paulo, SP",
      deliveryState: "SP",
    });
    orderId = order.id;
  });

  const page = (cookie: string, path = "/privacidade/meus-dados") =>
    runRoute(portalLoader, new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } }), context);
  const post = (cookie: string, fields: Record<string, string>) =>
    runRoute(
      portalAction,
      new Request("http://localhost:3000/privacidade/meus-dados", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      }),
      context,
    );

  it("accepts the correction form sent back as it was filled", async () => {
    const cookie = `lift_privacidade=${portalToken(context.config.sessionSecret, EMAIL, 600_000)}`;
    const loaded = await page(cookie);
    const defaults = (loaded.body as { defaults: { fullName: string; phone: string } }).defaults;
    expect(defaults.phone).toBe("(11) 95107-8272");
    // What the browser shows (and posts) once the mask has run over the pre-filled value.
    const shown = maskWhatsapp(defaults.phone);
    expect(shown).toBe("(11) 95107-8272");
    expect(maskWhatsapp(PHONE)).toBe("(11) 95107-8272");
    const saved = await post(cookie, { intent: "corrigir", fullName: defaults.fullName, phone: shown });
    expect(saved.status).toBe(303);
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.customerPhone).toBe(PHONE);
  });

  it('ends the grant on "Sair": the same cookie and the same link no longer open the portal', async () => {
    const token = portalToken(context.config.sessionSecret, EMAIL, 600_000);
    const cookie = `lift_privacidade=${token}`;
    expect((await page(cookie)).body).toMatchObject({ kind: "portal", email: EMAIL });
    const out = await post(cookie, { intent: "sair" });
    expect(out.status).toBe(303);
    // A copy of the cookie taken before "Sair".
    expect((await page(cookie)).body).toEqual({ kind: "ask", sent: false });
    const link = await page("", `/privacidade/meus-dados?t=${token}`);
    expect(link.status).toBe(410);
    expect(link.body).toEqual({ kind: "refused", reason: "expired" });
    // Another, fresh link still works.
    const other = `lift_privacidade=${portalToken(context.config.sessionSecret, EMAIL, 300_000)}`;
    expect((await page(other)).body).toMatchObject({ kind: "portal" });
  });
});
