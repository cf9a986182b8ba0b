import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "~/db/schema";
import {
  ADMIN_MESSAGES,
  BLOG_CATEGORY_OPTIONS,
  browserFileProblem,
  displayFileName,
  fileTooLargeMessage,
  matchesSearch,
  MAX_UPLOAD_BYTES,
  parseLines,
  parseTags,
  priceToCents,
  validateBlogForm,
  validateEbookForm,
  validateProductForm,
  validateRecipeForm,
} from "./admin-forms";

describe("admin forms", () => {
  it("keeps its copies of the schema's lists equal to the schema", () => {
    expect(BLOG_CATEGORY_OPTIONS).toEqual(BLOG_CATEGORIES);
  });

  it("parses typed reais into cents and refuses what is not a price", () => {
    expect(priceToCents("147")).toBe(14700);
    expect(priceToCents("147,9")).toBe(14790);
    expect(priceToCents("147.90")).toBe(14790);
    expect(priceToCents("1.234,56")).toBe(123456);
    expect(priceToCents("1.234")).toBe(123400);
    expect(priceToCents("0")).toBe(0);
    expect(priceToCents("")).toBeNull();
    expect(priceToCents("-5")).toBeNaN();
    expect(priceToCents("1,999")).toBeNaN();
    expect(priceToCents("abc")).toBeNaN();
  });

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

  it("requires blog title and content, makes the slug from the title and splits tags", () => {
    expect(validateBlogForm({ title: "Olá", content: "<p> </p>", category: "saude" }, "create")).toMatchObject({
      ok: false,
      toast: { title: "Campos obrigatórios", description: "Título e conteúdo são campos obrigatórios." },
    });
    expect(validateBlogForm({ title: "", content: "<p>texto</p>", category: "saude" }, "create")).toMatchObject({ ok: false });
    const ok = validateBlogForm(
      {
        title: "Proteína: Mitos & Verdades!",
        slug: "",
        content: "<p>texto</p>",
        category: "saude",
        tags: " whey, proteína ,, Whey ",
      },
      "create",
    );
    expect(ok).toMatchObject({ ok: true, data: { slug: "proteina-mitos-verdades", tags: ["whey", "proteína"] } });
    expect(
      validateBlogForm({ title: "X", slug: "Meu Slug Ção", content: "<p>a</p>", category: "beleza" }, "create"),
    ).toMatchObject({ data: { slug: "meu-slug-cao" } });
    expect(validateBlogForm({ title: "X", content: "<p>a</p>", category: "outra" }, "create")).toMatchObject({
      ok: false,
      fieldErrors: { category: ADMIN_MESSAGES.blogCategory },
    });
  });

  it("reads recipes' ingredients and steps one per line", () => {
    expect(
      validateRecipeForm(
        { title: "Suco", ingredients: "1 maçã\r\n\n 2 folhas de couve \n", steps: "Bata\nSirva", prepMinutes: "10" },
        "create",
      ),
    ).toMatchObject({
      ok: true,
      data: { ingredients: ["1 maçã", "2 folhas de couve"], steps: ["Bata", "Sirva"], prepMinutes: 10, servings: null },
    });
    expect(validateRecipeForm({ title: "Suco", prepMinutes: "abc" }, "create")).toMatchObject({ ok: false });
    expect(parseLines("")).toEqual([]);
  });

  it("checks files in the browser by size and declared type (the server checks the bytes)", () => {
    expect(browserFileProblem({ size: MAX_UPLOAD_BYTES + 1, type: "application/pdf" }, "ebook-pdf")).toBe(
      fileTooLargeMessage("ebook-pdf"),
    );
    expect(fileTooLargeMessage("ebook-pdf")).toBe("O tamanho do arquivo excede o limite de 10MB para o e-book");
    expect(browserFileProblem({ size: 10, type: "image/png" }, "ebook-pdf")).toBe(ADMIN_MESSAGES.ebookPdfType);
    expect(browserFileProblem({ size: 10, type: "image/svg+xml" }, "ebook-cover")).toBe("O arquivo de capa deve ser uma imagem.");
    expect(browserFileProblem({ size: 10, type: "image/png" }, "ebook-cover")).toBeNull();
    expect(browserFileProblem(null, "product-image")).toBeNull();
  });

  it("shortens long file names and searches without case or accents", () => {
    expect(displayFileName("curto.pdf")).toBe("curto.pdf");
    const long = "a".repeat(41) + ".pdf";
    expect(displayFileName(long)).toBe("a".repeat(37) + "...");
    expect(matchesSearch("COLAGENO", "Lift Skin (Colágeno Premium)")).toBe(true);
    expect(matchesSearch("sono", "Guia", "Durma melhor")).toBe(false);
    expect(matchesSearch("  ", "qualquer")).toBe(true);
    expect(parseTags("")).toEqual([]);
  });
});
