import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { catalogue, templateCreationBody } from "~/domain/messaging/whatsapp/templates";
import { createLogger } from "~/logger.server";
import { SHOP_URL } from "../tests/fakes/whatsapp/samples";
import { type FakeWhatsApp, startFakeWhatsApp } from "../tests/fakes/whatsapp/server";
import { syncTemplates } from "./whatsapp-templates";

let fake: FakeWhatsApp;
beforeAll(async () => {
  // The account already has one of the shop's templates (approved) and one of its own.
  const shipped = templateCreationBody(catalogue()[1]!.template, SHOP_URL);
  fake = await startFakeWhatsApp({
    approvedTemplates: [
      {
        name: shipped.name,
        language: shipped.language,
        category: shipped.category,
        parameterFormat: "NAMED",
        components: shipped.components,
      },
      { name: "hello_world", language: "en_US", category: "UTILITY", parameterFormat: undefined, components: [] },
    ],
  });
});
afterAll(() => fake.close());

describe("npm run whatsapp:templates", () => {
  it("creates only the missing catalogue templates, then reports each one's approval status", async () => {
    const whatsapp = createWhatsApp({ publicUrl: SHOP_URL, whatsapp: fake.config }, { logger: createLogger("silent", false) })!;
    const lines: string[] = [];
    const first = await syncTemplates(whatsapp, (line) => lines.push(line));
    expect(first.filter((r) => r.created).map((r) => r.name)).toEqual(
      catalogue()
        .map((c) => c.template.name)
        .filter((n) => n !== "pedido_enviado"),
    );
    expect(first.find((r) => r.name === "pedido_enviado")).toEqual({
      name: "pedido_enviado",
      created: false,
      status: "APPROVED",
    });
    expect(first.filter((r) => r.status === "PENDING")).toHaveLength(6);
    expect(lines.at(-1)).toBe("1 de 7 modelos aprovados pela Meta.");
    expect(lines).toContain("criado: pedido_recebido_confirmar");
    expect(fake.templates).toHaveLength(8);

    // Meta reviews; the second run creates nothing and sees them approved.
    fake.approveTemplates();
    const again: string[] = [];
    const second = await syncTemplates(whatsapp, (line) => again.push(line));
    expect(second.every((r) => !r.created && r.status === "APPROVED")).toBe(true);
    expect(again.some((l) => l.startsWith("criado:"))).toBe(false);
    expect(again.at(-1)).toBe("7 de 7 modelos aprovados pela Meta.");
    expect(fake.templates).toHaveLength(8);
    expect(fake.violations).toEqual([]);
  });
});
