// The article editor proper: Tiptap (ProseMirror) with StarterKit and Link.
// Loaded only when the admin's blog form is open (rich-text-editor.tsx imports
// it lazily), so no shop page and not even the admin's first load pays for it.
// It writes HTML into a hidden field; the server sanitises that HTML before
// saving (sanitizeArticleHtml), so the schema below only keeps the editor to
// what the sanitiser allows (no strike, code or underline).
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";
import { ARTICLE_EXTENSIONS } from "./article-extensions";

const toolButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm text-stone-800 hover:bg-stone-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-900";

type Tool = { label: string; text: ReactNode; active: boolean; run: (editor: Editor) => void };

export function TiptapEditor({
  name,
  labelId,
  draft,
  error,
  errorId,
}: {
  name: string;
  labelId: string;
  /** The fallback textarea's text and focus, read once when the editor first renders. */
  draft: RefObject<{ html: string; focused: boolean }>;
  error?: string;
  errorId: string;
}) {
  const areaId = `${labelId}-area`;
  const linkInputId = useId();
  const [start] = useState(() => ({ ...draft.current }));
  const [html, setHtml] = useState(start.html);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState("");
  const linkInput = useRef<HTMLInputElement>(null);

  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: start.html,
    autofocus: start.focused ? "end" : false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: areaId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
        class:
          "prose-lift min-h-64 max-w-none p-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary [&_h2]:mt-4 [&_h3]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? "" : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  const tools: Tool[] = [
    { label: "Negrito", text: <strong>B</strong>, active: !!state?.bold, run: (e) => e.chain().focus().toggleBold().run() },
    { label: "Itálico", text: <em>I</em>, active: !!state?.italic, run: (e) => e.chain().focus().toggleItalic().run() },
    { label: "Seção (H2)", text: "H2", active: !!state?.h2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: "Subseção (H3)", text: "H3", active: !!state?.h3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
    {
      label: "Lista com marcadores",
      text: "• Lista",
      active: !!state?.bullet,
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      label: "Lista numerada",
      text: "1. Lista",
      active: !!state?.ordered,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ];

  const openLink = () => {
    if (!editor) return;
    setLinkHref((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkOpen(true);
    requestAnimationFrame(() => linkInput.current?.focus());
  };
  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };
  const applyLink = () => {
    if (!editor) return;
    const href = linkHref.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (!href) chain.unsetLink().run();
    // With nothing selected, the address itself becomes the link's text.
    else if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  };
  // The field sits inside the article's form: Enter applies the link instead of submitting the form.
  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      applyLink();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeLink();
    }
  };

  return (
    <>
      <div className={cx("mt-1 rounded-lg border bg-white", error ? "border-red-600" : "border-stone-300")}>
        <div
          role="toolbar"
          aria-label="Formatação"
          aria-controls={areaId}
          className="flex flex-wrap gap-1 border-b border-stone-200 p-1"
        >
          {tools.map((t) => (
            <button
              key={t.label}
              type="button"
              aria-label={t.label}
              title={t.label}
              aria-pressed={t.active}
              disabled={!editor}
              // A mouse press keeps the caret in the text, so what is typed next lands there.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && t.run(editor)}
              className={toolButton}
            >
              {t.text}
            </button>
          ))}
          <button
            type="button"
            aria-label="Inserir link"
            title="Inserir link"
            aria-pressed={!!state?.link}
            aria-expanded={linkOpen}
            disabled={!editor}
            onClick={openLink}
            className={toolButton}
          >
            Link
          </button>
        </div>
        {linkOpen ? (
          <div role="group" aria-label="Link" className="flex flex-wrap items-end gap-2 border-b border-stone-200 p-2">
            <div className="min-w-48 flex-1">
              <label htmlFor={linkInputId} className="block text-sm font-medium text-stone-800">
                Endereço do link
              </label>
              <input
                ref={linkInput}
                id={linkInputId}
                type="text"
                inputMode="url"
                autoComplete="off"
                placeholder="https://… ou /caminho"
                value={linkHref}
                onChange={(event) => setLinkHref(event.target.value)}
                onKeyDown={onLinkKey}
                className={cx(inputClasses, "mt-1")}
              />
            </div>
            <button
              type="button"
              onClick={applyLink}
              className="min-h-11 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white"
            >
              Aplicar link
            </button>
            {state?.link ? (
              <button
                type="button"
                onClick={() => {
                  editor?.chain().focus().extendMarkRange("link").unsetLink().run();
                  setLinkOpen(false);
                }}
                className="min-h-11 rounded-md border border-stone-300 px-3 text-sm"
              >
                Remover link
              </button>
            ) : null}
            <button type="button" onClick={closeLink} className="min-h-11 rounded-md px-3 text-sm text-stone-700 underline">
              Cancelar
            </button>
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
    </>
  );
}
