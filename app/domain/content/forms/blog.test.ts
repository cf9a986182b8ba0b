import { describe, expect, it } from "vitest";
import { BLOG_MESSAGES, checkBlogForm, parseTags } from "./blog";
import { ADMIN_MESSAGES } from "../../admin/forms/shared";

describe("blog post form", () => {
  it("requires blog title and content, makes the slug from the title and splits tags", () => {
    expect(checkBlogForm({ title: "Olá", content: "<p> </p>", category: "saude" })).toMatchObject({
      ok: false,
      fieldErrors: { content: BLOG_MESSAGES.content },
    });
    expect(checkBlogForm({ title: "", content: "<p>texto</p>", category: "saude" })).toMatchObject({
      ok: false,
      fieldErrors: { title: BLOG_MESSAGES.title },
    });
    expect(
      checkBlogForm({
        title: "Proteína: Mitos & Verdades!",
        slug: "",
        content: "<p>texto</p>",
        category: "saude",
        tags: " whey, proteína ,, Whey ",
      }),
    ).toMatchObject({ ok: true, data: { slug: "proteina-mitos-verdades", tags: ["whey", "proteína"] } });
    expect(checkBlogForm({ title: "X", slug: "Meu Slug Ção", content: "<p>a</p>", category: "beleza" })).toMatchObject({
      data: { slug: "meu-slug-cao" },
    });
    expect(checkBlogForm({ title: "!!", content: "<p>a</p>", category: "beleza" })).toMatchObject({
      fieldErrors: { slug: ADMIN_MESSAGES.blogSlug },
    });
    expect(checkBlogForm({ title: "X", content: "<p>a</p>", category: "outra" })).toMatchObject({
      ok: false,
      fieldErrors: { category: ADMIN_MESSAGES.blogCategory },
    });
    expect(parseTags("")).toEqual([]);
  });
});
