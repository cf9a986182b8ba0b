import { Input } from "~/components/ui/input";
import { LabelledField } from "~/components/ui/labelled-field";

/** A labelled input with its error message linked for screen readers. */
export function FormField({
  label,
  name,
  error,
  ...props
}: React.ComponentProps<"input"> & { label: string; name: string; error?: string }) {
  return <LabelledField label={label} error={error} control={(c) => <Input {...c} name={name} className="mt-1" {...props} />} />;
}

/** The card that frames sign-in, sign-up and password screens. */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function FormAlert({ title, message }: { title?: string; message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{message}</p>
    </div>
  );
}
