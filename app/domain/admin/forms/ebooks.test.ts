import { describe, expect, it } from "vitest";
import { validateEbookForm } from "./ebooks";
import { ADMIN_MESSAGES } from "./shared";

describe("e-book form", () => {
  it("applies the e-book rules: trimmed title, PDF when needed, price only for premium", () => {
    const files = { hasPdf: true, hasExistingFile: false };
    expect(validateEbookForm({ title: "   " }, "create", files)).toMatchObject({
      ok: false,
      toast: { description: ADMIN_MESSAGES.ebookTitle },
    });
    expect(validateEbookForm({ title: "Guia" }, "create", { hasPdf: false, hasExistingFile: false })).toMatchObject({
      ok: false,
      toast: { title: "Erro ao adicionar e-book", description: "Arquivo do e-book (PDF) é obrigatório." },
    });
    expect(validateEbookForm({ title: "Guia" }, "update", { hasPdf: false, hasExistingFile: true })).toMatchObject({ ok: true });
    expect(validateEbookForm({ title: "Guia" }, "update", { hasPdf: false, hasExistingFile: false })).toMatchObject({
      ok: false,
      toast: { title: "Erro ao atualizar e-book", description: ADMIN_MESSAGES.ebookPdfRequired },
    });
    expect(validateEbookForm({ title: "Guia", price: "29,90" }, "create", files)).toMatchObject({
      ok: true,
      data: { premium: false, priceCents: null },
    });
    expect(validateEbookForm({ title: "Guia", premium: "on", price: "0" }, "create", files)).toMatchObject({
      ok: true,
      data: { priceCents: null },
    });
    expect(validateEbookForm({ title: "Guia", premium: "on", price: "29,90" }, "create", files)).toMatchObject({
      ok: true,
      data: { priceCents: 2990 },
    });
  });
});
