// The account and payment forms on the shop's one form layer (decision 016,
// app/components/ui/checked-form.ts). They post to their own page: without
// JavaScript the browser does it, and the page comes back with the messages
// and what was typed (never a password).
import type { ReactNode } from "react";
import { type CheckedFormOptions, useCheckedForm } from "~/components/ui/checked-form";
import { cx } from "~/components/ui/cx";
import { Field, type FieldProps } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";

/** The card that frames sign-in, sign-up and password screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** One account form: its Conform state, the props of its <form>, and its own message. */
export function useAccountForm<T>(options: CheckedFormOptions<T>) {
  // The schema's rules as they are: a confirmation left blank beside a blank
  // password stays 'required' here (unlike the admin's forms, fields.tsx).
  return useCheckedForm(options);
}

/** A field of an account form (16 px text, 44 px tall, like every input of the shop). */
export function AccountField(props: Omit<FieldProps, "inputClassName" | "className">) {
  return <Field {...props} inputClassName={cx(inputClasses, "mt-1")} />;
}

/** A new password and its confirmation (sign-up says "Senha", a change says "Nova senha"). */
export function NewPasswordFields({
  password,
  confirmPassword,
  changing,
}: {
  password: FieldProps["field"];
  confirmPassword: FieldProps["field"];
  changing?: boolean;
}) {
  return (
    <>
      <AccountField
        field={password}
        label={changing ? "Nova senha" : "Senha"}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <AccountField
        field={confirmPassword}
        label={changing ? "Confirmar nova senha" : "Confirmar senha"}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
