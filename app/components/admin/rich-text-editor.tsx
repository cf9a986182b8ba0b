// A small article editor with no dependency: a contentEditable area and a
// toolbar (bold, italic, H2, H3, lists, link) that write HTML into a hidden
// field. The server sanitises that HTML before saving (sanitizeArticleHtml),
// so the editor only has to be convenient, not safe. Pasting keeps text only.
// Before the page's script runs (or without it) a plain textarea takes HTML.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useMounted } from "~/components/ui/dialog";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";

type Command = { label: string; text: ReactNode; run: () => void };

function exec(command: string, value?: string) {
  document.execCommand(command, false, value);
}

export function RichTextEditor({
  name,
  label,
  initialHtml,
  error,
}: {
  name: string;
  label: string;
  initialHtml: string;
  error?: string;
}) {
  const mounted = useMounted();
  const labelId = useId();
  const errorId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(initialHtml);

  useEffect(() => {
    if (!mounted || !editorRef.current) return;
    editorRef.current.innerHTML = initialHtml;
    setHtml(initialHtml);
    try {
      document.execCommand("defaultParagraphSeparator", false, "p");
    } catch {
      // older engines: divs instead of paragraphs, still valid HTML
    }
  }, [mounted, initialHtml]);

  const sync = () => setHtml(editorRef.current?.innerHTML ?? "");
  const apply = (run: () => void) => {
    editorRef.current?.focus();
    run();
    sync();
  };
  const block = (tag: string) => () => {
    const current = document.queryCommandValue("formatBlock").toLowerCase();
    exec("formatBlock", current === tag ? "p" : tag);
  };
  const commands: Command[] = [
    { label: "Negrito", text: <strong>B</strong>, run: () => exec("bold") },
    { label: "Itálico", text: <em>I</em>, run: () => exec("italic") },
    { label: "Seção (H2)", text: "H2", run: block("h2") },
    { label: "Subseção (H3)", text: "H3", run: block("h3") },
    { label: "Lista com marcadores", text: "• Lista", run: () => exec("insertUnorderedList") },
    { label: "Lista numerada", text: "1. Lista", run: () => exec("insertOrderedList") },
    {
      label: "Inserir link",
      text: "Link",
      run: () => {
        const url = window.prompt("Endereço do link (https://… ou /caminho):", "https://");
        if (url && url.trim() && url.trim() !== "https://") exec("createLink", url.trim());
      },
    },
  ];

  if (!mounted) {
    return (
      <div>
        <label id={labelId} htmlFor={`${labelId}-fallback`} className="block text-sm font-medium text-stone-800">
          {label} (HTML)
        </label>
        <textarea
          id={`${labelId}-fallback`}
          name={name}
          defaultValue={initialHtml}
          rows={12}
          className={cx(inputClasses, "mt-1 h-auto py-2 font-mono text-sm")}
          aria-invalid={error ? true : undefined}
        />
        {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
      </div>
    );
  }

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-stone-800">
        {label}
      </span>
      <div className={cx("mt-1 rounded-lg border bg-white", error ? "border-red-600" : "border-stone-300")}>
        <div role="toolbar" aria-label="Formatação" aria-controls={`${labelId}-area`} className="flex flex-wrap gap-1 border-b border-stone-200 p-1">
          {commands.map((c) => (
            <button
              key={c.label}
              type="button"
              aria-label={c.label}
              title={c.label}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(c.run)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm text-stone-800 hover:bg-stone-100"
            >
              {c.text}
            </button>
          ))}
        </div>
        <div
          ref={editorRef}
          id={`${labelId}-area`}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={sync}
          onBlur={sync}
          onPaste={(event) => {
            event.preventDefault();
            exec("insertText", event.clipboardData.getData("text/plain"));
            sync();
          }}
          className="prose-lift min-h-64 max-w-none p-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary [&_h2]:mt-4 [&_h3]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
        />
      </div>
      <input type="hidden" name={name} value={html} />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
