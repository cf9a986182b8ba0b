// The one canonical form of the buyer identifiers the shop stores and compares
// (blocks, risk history, tracking, the admin's search): a phone is E.164
// ("+55" + DDD + number, mobiles with their 9), a CPF is its 11 digits. Input
// is canonicalised once where it enters (the form schemas, the admin's block
// form, /acompanhar), and migration 0009 rewrote older rows, so a number typed
// as "(11) 8765-4321", "11 98765-4321" or "+55 11 98765-4321" is one buyer.
// Pure: used in the browser and on the server.
import { onlyDigits } from "./masks";

/**
 * "+55DDXXXXXXXXX", or null when the text cannot be a Brazilian phone with its
 * DDD. Accepts the country code (55); the old 8-digit mobile form
 * (number starting 6–9) gets the 9 every mobile has had since 2016.
 */
export function canonicalPhone(text: string): string | null {
  let d = onlyDigits(text);
  if ((d.length === 12 || d.length === 13) && d.startsWith("55")) d = d.slice(2);
  // DDDs are 11–99 without a 0; a landline has 8 digits, a mobile 9 starting with 9.
  if (!/^[1-9][1-9]\d{8,9}$/.test(d)) return null;
  if (d.length === 10 && d[2]! >= "6") d = `${d.slice(0, 2)}9${d.slice(2)}`;
  else if (d.length === 11 && d[2] !== "9") return null;
  return `+55${d}`;
}

/** The CPF's 11 digits (check digits are the form's concern: app/lib/cpf.ts), or null. */
export function canonicalCpf(text: string): string | null {
  const d = onlyDigits(text);
  return d.length === 11 ? d : null;
}

/** A stored phone as people read it: "(11) 98765-4321" (something unparseable comes back as it was). */
export function formatPhone(stored: string): string {
  const canonical = canonicalPhone(stored);
  if (!canonical) return stored;
  const d = canonical.slice(3);
  const split = d.length - 4;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}
