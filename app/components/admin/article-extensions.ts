// The article editor's schema (Tiptap StarterKit and Link), kept to what the
// server's sanitiser allows (sanitize-html.server.ts): no strike, code or
// underline. Shared by the editor and the test that proves its HTML survives sanitising.
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";

export const ARTICLE_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    // Configured on its own below: links are edited in the toolbar's field, not followed on click.
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    HTMLAttributes: { rel: null, target: null, class: null },
  }),
];
