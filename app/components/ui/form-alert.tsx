// A form's own message, in a module of its own: pages with one small form (the club's
// subscribe button, the dashboard's cancel) show it without loading the form layer.
/** A message about the whole form (a refusal, a limit), announced when it appears. */
export function FormAlert({ title, message }: { title?: string; message?: string }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {title ? <p className="font-semibold">{title}</p> : null}
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}
