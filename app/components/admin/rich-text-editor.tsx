// The article field of the admin's blog form. Before the page's script runs
// (or while the editor's code is on its way) a plain textarea takes HTML; then
// the Tiptap editor (tiptap-editor.tsx, its own chunk, loaded only here) takes
// over with whatever was typed in the textarea. The server sanitises the HTML
// before saving (sanitizeArticleHtml), so the editor only has to be convenient.
import { lazy, Suspense, useId, useRef } from "react";
import { useMounted } from "~/components/ui/dialog";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";

const TiptapEditor = lazy(() => import("./tiptap-editor").then((module) => ({ default: module.TiptapEditor })));

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
  // What the textarea holds when the editor arrives, and whether the admin was
  // typing in it: the editor starts from that text (read when it first renders,
  // not when it was asked for) and takes the focus over.
  const draft = useRef({ html: initialHtml, focused: false });

  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  const fallback = (
    <div>
      <label id={labelId} htmlFor={`${labelId}-fallback`} className="block text-sm font-medium text-stone-800">
        {label} (HTML)
      </label>
      <textarea
        id={`${labelId}-fallback`}
        name={name}
        defaultValue={draft.current.html}
        onInput={(event) => (draft.current.html = event.currentTarget.value)}
        onFocus={() => (draft.current.focused = true)}
        onBlur={() => (draft.current.focused = false)}
        rows={12}
        className={cx(inputClasses, "mt-1 h-auto py-2 font-mono text-sm")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {errorText}
    </div>
  );

  if (!mounted) return fallback;

  return (
    <Suspense fallback={fallback}>
      <div>
        <span id={labelId} className="block text-sm font-medium text-stone-800">
          {label}
        </span>
        <TiptapEditor name={name} labelId={labelId} draft={draft} error={error} errorId={errorId} />
        {errorText}
      </div>
    </Suspense>
  );
}
