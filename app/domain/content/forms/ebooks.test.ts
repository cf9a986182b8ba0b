import { describe, expect, it } from "vitest";
import { checkEbookForm } from "./ebooks";
import { ADMIN_MESSAGES } from "../../admin/forms/shared";

describe("e-book form", () => {
  it("applies the e-book rules: trimmed title, price only for premium", () => {
    expect(checkEbookForm({ title: "   " })).toMatchObject({ ok: false, fieldErrors: { title: ADMIN_MESSAGES.ebookTitle } });
    expect(checkEbookForm({ title: "Guia", price: "29,90" })).toMatchObject({
      ok: true,
      data: { premium: false, priceCents: null },
    });
    expect(checkEbookForm({ title: "Guia", premium: "on", price: "0" })).toMatchObject({ ok: true, data: { priceCents: null } });
    expect(checkEbookForm({ title: "Guia", premium: "on", price: "29,90", compareAtPrice: "39,90" })).toMatchObject({
      ok: true,
      data: { priceCents: 2990, compareAtCents: 3990 },
    });
    expect(checkEbookForm({ title: "Guia", premium: "on", price: "x" })).toMatchObject({
      ok: false,
      fieldErrors: { price: ADMIN_MESSAGES.price },
    });
  });
});
