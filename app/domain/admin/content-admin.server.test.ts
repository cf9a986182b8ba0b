// The products and risk rules pages through their route modules, signed in as
// the admin: who may post, what a refusal answers (pt-BR field messages,
// nothing written) and what an accepted form stores.
import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { blockedBuyers, orderRules, products } from "~/db/schema";
import { action as productAction } from "~/routes/admin/produto";
import { action as riskAction, loader as riskLoader } from "~/routes/admin/regras-de-risco";
import type { AppServices, RequestContext } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { formPost, pageGet, type RouteHandler, runRoute } from "../../../tests/support/route-outcome";
import { PRODUCT_MESSAGES } from "../catalog/forms/products";
import { ORDER_ADMIN_MESSAGES } from "../orders/forms/back-office";
import { action as layoutAction } from "~/routes/admin/layout";

const PASSWORD = "senha-do-painel-123";

type Handler = RouteHandler;

const fieldMessages = (body: unknown): Record<string, string[]> =>
  (body as { result?: { error?: Record<string, string[]> } } | null)?.result?.error ?? {};

describeEachDatabase("admin content and risk rules", (database) => {
  let services: AppServices;
  let context: RequestContext;
  let adminCookie: string;
  let ip = 0;

  const run = (handler: unknown, request: Request, params: Record<string, string> = {}, ctx = context) =>
    runRoute(handler as Handler, request, ctx, params);
  const post = formPost;
  const get = pageGet;
  const newProduct = (fields: Record<string, string | File>, cookie = adminCookie) =>
    run(productAction, post("/admin/produtos/novo", { intent: "save", ...fields }, cookie), { id: "novo" });
  const risk = (fields: Record<string, string>, cookie = adminCookie) =>
    run(riskAction, post("/admin/regras-de-risco", fields, cookie));
  const rows = async () =>
    JSON.stringify({
      products: await services.db.select().from(products).orderBy(asc(products.id)),
      blocked: await services.db.select().from(blockedBuyers).orderBy(asc(blockedBuyers.id)),
      rules: await services.db.select().from(orderRules),
    });

  beforeAll(async () => {
    services = testServices(database(), { ADMIN_PASSWORD: PASSWORD });
    context = { ...services, clientIp: "10.3.0.1", cspNonce: "teste" };
    const ok = await run(
      layoutAction,
      post("/admin", { intent: "login", password: PASSWORD }),
      {},
      { ...context, clientIp: "10.3.0.99" },
    );
    expect(ok.status).toBe(303);
    adminCookie = ok.headers
      .getSetCookie()
      .find((c) => c.startsWith("lift_admin="))!
      .split(";")[0]!;
  });

  beforeEach(() => {
    context = { ...services, clientIp: `10.4.0.${++ip}`, cspNonce: "teste" };
  });

  it("refuses both pages' forms without an admin session (403), writing nothing", async () => {
    const before = await rows();
    // "" sends no cookie at all (undefined would fall back to the admin's).
    for (const cookie of ["", "lift_admin=forjadoforjadoforjadoforjado12345"]) {
      expect((await newProduct({ name: "Intruso", price: "10,00" }, cookie)).status).toBe(403);
      expect((await risk({ intent: "rules", holdHighRisk: "on", unconfirmedAfterHours: "5" }, cookie)).status).toBe(403);
      expect(
        (await risk({ intent: "block", kind: "cpf", value: "529.982.247-25", reason: "fraude", confirm: "sim" }, cookie)).status,
      ).toBe(403);
      expect((await run(riskLoader, get("/admin/regras-de-risco", cookie))).status).toBe(403);
    }
    expect(await rows()).toBe(before);
  });

  it("answers bad input with 400 and pt-BR field messages, writing nothing", async () => {
    const before = await rows();
    const product = await newProduct({ name: "", price: "" });
    expect(product.status).toBe(400);
    expect(fieldMessages(product.body).name).toEqual([PRODUCT_MESSAGES.name]);
    expect(fieldMessages(product.body).price?.[0]).toMatch(/preço/i);
    const rules = await risk({ intent: "rules", unconfirmedAfterHours: "9999" });
    expect(rules.status).toBe(400);
    expect(fieldMessages(rules.body).unconfirmedAfterHours).toEqual([ORDER_ADMIN_MESSAGES.hours]);
    const cpf = await risk({ intent: "block", kind: "cpf", value: "111.111.111-12", reason: "fraude", confirm: "sim" });
    expect(cpf.status).toBe(400);
    expect(fieldMessages(cpf.body).value).toEqual([ORDER_ADMIN_MESSAGES.blockCpf]);
    const unconfirmed = await risk({ intent: "block", kind: "cpf", value: "529.982.247-25", reason: "fraude" });
    expect(unconfirmed.status).toBe(400);
    expect(fieldMessages(unconfirmed.body).confirm).toEqual([ORDER_ADMIN_MESSAGES.blockConfirm]);
    expect(await rows()).toBe(before);
  });

  it("creates a valid product (303) and refuses an upload that is not an image by its content", async () => {
    const created = await newProduct({ name: "Lift Whey Teste", price: "147,90", description: "Proteína", visible: "on" });
    expect(created.status).toBe(303);
    const [row] = await services.db.select().from(products).where(eq(products.name, "Lift Whey Teste"));
    expect(row?.priceCents).toBe(14790);

    const before = await rows();
    const fake = new File(["<?php echo 'não sou imagem'; ?>"], "foto.png", { type: "image/png" });
    const refusedUpload = await newProduct({ name: "Lift Falso", price: "10,00", image: fake });
    expect(refusedUpload.status).toBe(400);
    expect(fieldMessages(refusedUpload.body).image?.[0]).toBeTruthy();
    expect(await rows()).toBe(before);
  });

  it("blocks exactly the typed value, canonicalised (CPF digits, phone E.164), and lists it formatted", async () => {
    expect(
      (await risk({ intent: "block", kind: "cpf", value: "529.982.247-25", reason: "chargeback", confirm: "sim" })).status,
    ).toBe(303);
    expect(
      (await risk({ intent: "block", kind: "phone", value: "(11) 98765-4321", reason: "golpe", confirm: "sim" })).status,
    ).toBe(303);
    const stored = await services.db
      .select({ kind: blockedBuyers.kind, value: blockedBuyers.value, reason: blockedBuyers.reason, by: blockedBuyers.blockedBy })
      .from(blockedBuyers)
      .orderBy(asc(blockedBuyers.id));
    expect(stored).toEqual([
      { kind: "cpf", value: "52998224725", reason: "chargeback", by: "admin" },
      { kind: "phone", value: "+5511987654321", reason: "golpe", by: "admin" },
    ]);
    const page = await run(riskLoader, get("/admin/regras-de-risco", adminCookie));
    const { blocks } = page.body as { blocks: { shown: string }[] };
    expect(blocks.map((b) => b.shown).sort()).toEqual(["(11) 98765-4321", "529.982.247-25"].sort());

    const [first] = await services.db.select({ id: blockedBuyers.id }).from(blockedBuyers).orderBy(asc(blockedBuyers.id));
    expect((await risk({ intent: "unblock", blockId: String(first!.id) })).status).toBe(303);
    expect(await services.db.select().from(blockedBuyers)).toHaveLength(1);

    expect((await risk({ intent: "rules", holdMediumRisk: "on", unconfirmedAfterHours: "12" })).status).toBe(303);
    const [rules] = await services.db.select().from(orderRules);
    expect(rules).toMatchObject({ holdHighRisk: false, holdMediumRisk: true, unconfirmedAfterHours: 12, updatedBy: "admin" });
  });
});
