// The words every form that collects personal data links to /termos and
// /privacidade with (issue 28). Plain links: they work with scripts off and
// open in a new tab so a half-filled form is not lost.
import { PRIVACY_PATH, TERMS_PATH, WHATSAPP_CONSENT_TEXT } from "~/domain/privacy/policy";

const linkClass = "font-medium text-teal-800 underline underline-offset-2";

export function TermsLink({ children = "termos de compra" }: { children?: React.ReactNode }) {
  return (
    <a href={TERMS_PATH} target="_blank" rel="noopener" className={linkClass}>
      {children}
    </a>
  );
}

export function PrivacyLink({ children = "política de privacidade" }: { children?: React.ReactNode }) {
  return (
    <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={linkClass}>
      {children}
    </a>
  );
}

/** "Ao <action>, você concorda com os termos … e a política de privacidade." */
export function PolicyNotice({ action, className }: { action: string; className?: string }) {
  return (
    <p className={className ?? "text-center text-xs text-stone-600"}>
      Ao {action}, você concorda com os <TermsLink /> e a <PrivacyLink />.
    </p>
  );
}

/** The WhatsApp opt-in: unticked by default, recorded in the consent record, revocable in /privacidade/meus-dados. */
export function WhatsAppOptIn({ className }: { className?: string }) {
  return (
    <label className={className ?? "flex items-start gap-3 text-sm"}>
      <input type="checkbox" name="acceptedWhatsapp" className="mt-0.5 size-5 accent-teal-700" />
      <span>{WHATSAPP_CONSENT_TEXT}</span>
    </label>
  );
}
