import { describe, expect, it } from "vitest";
import { classifyHref, isAllowedImageSrc, sanitizeArticleHtml } from "./sanitize-html.server";

describe("sanitizeArticleHtml", () => {
  it("keeps the article editor's tags", () => {
    const html =
      "<h2>Título</h2><h3>Sub</h3><h4>Menor</h4><p>Texto <strong>forte</strong> <em>ênfase</em> <b>b</b> <i>i</i><br></p>" +
      "<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><hr>" +
      '<figure><img src="/files/blog-covers/a.webp" alt="Prato" width="600" height="400"><figcaption>Legenda</figcaption></figure>';
    expect(sanitizeArticleHtml(html)).toBe(
      "<h2>Título</h2><h3>Sub</h3><h4>Menor</h4><p>Texto <strong>forte</strong> <em>ênfase</em> <b>b</b> <i>i</i><br /></p>" +
        "<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><hr />" +
        '<figure><img src="/files/blog-covers/a.webp" alt="Prato" width="600" height="400" loading="lazy" /><figcaption>Legenda</figcaption></figure>',
    );
  });

  it("removes <script>, <style> and <iframe> with everything inside them", () => {
    const out = sanitizeArticleHtml(
      '<p>oi</p><script>alert("x")</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    );
    expect(out).toBe("<p>oi</p>");
  });

  it("drops event handlers such as onerror= and onclick=", () => {
    const out = sanitizeArticleHtml(
      '<img src="x.png" onerror="alert(1)"><p onclick="steal()" onmouseover=alert(2)>t</p><a href="/a" onfocus="x()">a</a>',
    );
    expect(out).not.toMatch(/on(error|click|mouseover|focus)/i);
    expect(out).toBe('<img src="x.png" alt="" loading="lazy" /><p>t</p><a href="/a">a</a>');
  });

  it("never keeps a javascript: link, however it is spelled", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java&#x0A;script:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript&#x3A;alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    ]) {
      const out = sanitizeArticleHtml(`<a href="${href}">clique</a>`);
      expect(out, href).toBe("<a>clique</a>");
    }
  });

  it("refuses data:, http: and protocol-relative images", () => {
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe("");
    expect(sanitizeArticleHtml('<img src="http://insecure.example/a.png">')).toBe("");
    expect(sanitizeArticleHtml('<img src="//cdn.example/a.png">')).toBe("");
    expect(sanitizeArticleHtml('<img src="https://cdn.example/a.png" width="10%" loading="eager">')).toBe(
      '<img src="https://cdn.example/a.png" alt="" loading="eager" />',
    );
  });

  it("opens external links in a new tab with rel=noopener noreferrer; internal and mailto links stay plain", () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="/receitas" target="_blank">r</a>')).toBe('<a href="/receitas">r</a>');
    expect(sanitizeArticleHtml('<a href="mailto:ola@lift.local">m</a>')).toBe('<a href="mailto:ola@lift.local">m</a>');
    expect(sanitizeArticleHtml('<a href="//evil.example">e</a>')).toBe("<a>e</a>");
  });

  it("drops other tags but keeps their text, and strips class/style/id", () => {
    expect(sanitizeArticleHtml('<h1 class="x">T</h1><div style="color:red" id="a"><span>d</span></div><p class="p">p</p>')).toBe(
      "Td<p>p</p>",
    );
    expect(sanitizeArticleHtml("<svg onload=alert(1)><circle /></svg><math><mi>x</mi></math><form><input></form>")).toBe("");
  });

  it("escapes text so it cannot open tags", () => {
    expect(sanitizeArticleHtml("<p>1 &lt; 2 &amp; 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("URL rules", () => {
  it("classifies links", () => {
    expect(classifyHref("/blog")).toBe("relative");
    expect(classifyHref("#secao")).toBe("relative");
    expect(classifyHref("https://a.example")).toBe("external");
    expect(classifyHref("http://a.example")).toBe("external");
    expect(classifyHref("mailto:a@b.c")).toBe("mailto");
    expect(classifyHref("javascript:x")).toBeNull();
    expect(classifyHref("//a.example")).toBeNull();
    expect(classifyHref("/\\a.example")).toBeNull();
  });

  it("allows relative or https images only", () => {
    expect(isAllowedImageSrc("/files/x.webp")).toBe(true);
    expect(isAllowedImageSrc("https://cdn.example/x.webp")).toBe(true);
    expect(isAllowedImageSrc("http://cdn.example/x.webp")).toBe(false);
    expect(isAllowedImageSrc("data:image/png;base64,AA")).toBe(false);
    expect(isAllowedImageSrc("//cdn.example/x.webp")).toBe(false);
  });
});
