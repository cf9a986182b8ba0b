import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  });

  it("leaves other text, accents included, as it is", () => {
    expect(escapeHtml("Olá, João! https://lift.example/p?a=1")).toBe("Olá, João! https://lift.example/p?a=1");
  });

  it("treats text as text: an entity in it is escaped too", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
