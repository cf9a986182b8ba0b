import { describe, expect, it } from "vitest";
import { parseTags, validateBlogForm } from "./blog";
import { ADMIN_MESSAGES } from "./shared";

describe("blog post form", () => {
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
    expect(parseTags("")).toEqual([]);
  });
});
