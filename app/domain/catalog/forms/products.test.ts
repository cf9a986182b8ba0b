import { describe, expect, it } from "vitest";
import { checkProductForm, PRODUCT_MESSAGES } from "./products";
import { ADMIN_MESSAGES } from "../../admin/forms/shared";

describe("product form", () => {
  it("requires product name and price; visible follows the checkbox", () => {
    expect(checkProductForm({ name: "  ", price: "" })).toMatchObject({
      ok: false,
      fieldErrors: { name: PRODUCT_MESSAGES.name, price: PRODUCT_MESSAGES.price },
    });
    const negative = checkProductForm({ name: "Whey", price: "-1" });
    expect(!negative.ok && negative.fieldErrors.price).toBe(ADMIN_MESSAGES.price);
    expect(checkProductForm({ name: "Whey", price: "abc" })).toMatchObject({ fieldErrors: { price: ADMIN_MESSAGES.price } });
    expect(checkProductForm({ name: " Whey ", price: "149,90", category: "Proteínas", visible: "on" })).toEqual({
      ok: true,
      data: { name: "Whey", description: "", category: "Proteínas", price: 14990, priceCents: 14990, visible: true },
    });
    expect(checkProductForm({ name: "Whey", price: "10" })).toMatchObject({ ok: true, data: { visible: false } });
  });
});
