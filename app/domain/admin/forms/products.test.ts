import { describe, expect, it } from "vitest";
import { validateProductForm } from "./products";
import { ADMIN_MESSAGES } from "./shared";

describe("product form", () => {
  it("requires product name and price with the spec's message; visible follows the checkbox", () => {
    const missing = validateProductForm({ name: "  ", price: "" }, "create");
    expect(missing).toMatchObject({ ok: false, toast: ADMIN_MESSAGES.productRequired });
    expect(validateProductForm({ name: "Whey", price: "" }, "create")).toMatchObject({
      ok: false,
      toast: { title: "Campos obrigatórios" },
    });
    const negative = validateProductForm({ name: "Whey", price: "-1" }, "create");
    expect(negative.ok).toBe(false);
    expect(!negative.ok && negative.fieldErrors.price).toBe(ADMIN_MESSAGES.price);
    const ok = validateProductForm({ name: " Whey ", price: "149,90", category: "Proteínas", visible: "on" }, "create");
    expect(ok).toEqual({
      ok: true,
      data: { name: "Whey", description: "", category: "Proteínas", price: 14990, priceCents: 14990, visible: true },
    });
    expect(validateProductForm({ name: "Whey", price: "10" }, "update")).toMatchObject({ ok: true, data: { visible: false } });
  });
});
