// Tiptap's HTML for headings, lists, bold/italic and links survives the server's sanitiser unchanged.
// The HTML is made as Tiptap's getHTML() makes it (ProseMirror's DOMSerializer over the editor's
// schema); Node has no DOM, so a minimal document that writes HTML stands in for the browser's.
import { getSchema, type JSONContent } from "@tiptap/core";
import { DOMSerializer } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/domain/content/sanitize-html.server";
import { ARTICLE_EXTENSIONS } from "./article-extensions";

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;");

class FakeNode {
  children: FakeNode[] = [];
  attributes: [string, string][] = [];
  constructor(
    readonly tag: string | null,
    readonly text = "",
  ) {}
  appendChild(child: FakeNode) {
    if (child.tag === "#fragment") this.children.push(...child.children);
    else this.children.push(child);
    return child;
  }
  setAttribute(name: string, value: string) {
    this.attributes = this.attributes.filter(([n]) => n !== name).concat([[name, value]]);
  }
  get html(): string {
    if (this.tag === null) return escapeText(this.text);
    const inner = this.children.map((c) => c.html).join("");
    if (this.tag === "#fragment") return inner;
    const attrs = this.attributes.map(([n, v]) => ` ${n}="${escapeAttr(v)}"`).join("");
    return ["br", "hr", "img"].includes(this.tag) ? `<${this.tag}${attrs}>` : `<${this.tag}${attrs}>${inner}</${this.tag}>`;
  }
}
const fakeDocument = {
  createElement: (tag: string) => new FakeNode(tag),
  createTextNode: (text: string) => new FakeNode(null, text),
  createDocumentFragment: () => new FakeNode("#fragment"),
};

function tiptapHtml(content: JSONContent[]): string {
  const schema = getSchema(ARTICLE_EXTENSIONS);
  const doc = schema.nodeFromJSON({ type: "doc", content });
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(doc.content, {
    document: fakeDocument as unknown as Document,
  });
  return (fragment as unknown as FakeNode).html;
}

const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const item = (...content: JSONContent[]): JSONContent => ({ type: "listItem", content: [paragraph(...content)] });

describe("the article editor's HTML and the sanitiser", () => {
  it("keeps headings, lists, bold, italic and an internal link exactly", () => {
    const html = tiptapHtml([
      { type: "heading", attrs: { level: 2 }, content: [text("Por que fibras")] },
      paragraph(text("Elas "), text("saciam", [{ type: "bold" }]), text(" e "), text("regulam", [{ type: "italic" }]), text(".")),
      { type: "heading", attrs: { level: 3 }, content: [text("Onde encontrar")] },
      { type: "bulletList", content: [item(text("Aveia")), item(text("Chia"))] },
      {
        type: "orderedList",
        attrs: { start: 1 },
        content: [item(text("Veja as "), text("receitas", [{ type: "link", attrs: { href: "/receitas" } }]))],
      },
      { type: "blockquote", content: [paragraph(text("Citação"))] },
    ]);
    expect(html).toContain("<h2>Por que fibras</h2>");
    expect(html).toContain('<a href="/receitas">receitas</a>');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps an external link, with the sanitiser's rel and target", () => {
    const html = tiptapHtml([
      paragraph(text("Fonte: "), text("OMS", [{ type: "link", attrs: { href: "https://www.who.int/" } }])),
    ]);
    expect(sanitizeArticleHtml(html)).toBe(
      '<p>Fonte: <a href="https://www.who.int/" rel="noopener noreferrer" target="_blank">OMS</a></p>',
    );
  });

  it("drops a javascript: address the editor might carry", () => {
    const html = tiptapHtml([paragraph(text("clique", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))]);
    expect(sanitizeArticleHtml(html)).not.toContain("javascript:");
  });

  it("offers no mark or node the sanitiser would throw away", () => {
    const schema = getSchema(ARTICLE_EXTENSIONS);
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link"]);
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        "blockquote",
        "bulletList",
        "doc",
        "hardBreak",
        "heading",
        "horizontalRule",
        "listItem",
        "orderedList",
        "paragraph",
        "text",
      ].sort(),
    );
  });
});
