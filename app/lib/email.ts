// The shop's one email rule, for every form that asks for one (orders, sign-up
// and sign-in, the privacy portal), in the browser and on the server: the
// HTML living standard's "valid email address" (what <input type="email">
// accepts), plus a dot in the domain (mail to "maria@localhost" never
// arrives). Anything else, such as x"><svg/onload=alert(1)>@probe.test,
// is refused before it is stored, shown in the panel or put in an email.
import { toSingleLine } from "~/lib/control-chars";
import { z } from "~/lib/zod";

/** https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The longest address SMTP carries (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGE = "Email inválido. Confira o endereço, como maria.silva@exemplo.com.br (sem espaços, aspas nem < >)";

/** True for an address the shop accepts. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && HTML_EMAIL.test(value) && value.slice(value.indexOf("@") + 1).includes(".");
}

/**
 * The email field: one clean line (stray controls and invisible characters
 * removed, as any single-line field), then the rule above; lower-cased. An
 * empty value passes only when optional (and comes out as "").
 */
export function emailSchema(options: { optional?: boolean; requiredMessage?: string } = {}) {
  return z.pipe(
    z.string().check(z.maxLength(EMAIL_MAX_LENGTH * 4, EMAIL_MESSAGE)),
    z.pipe(
      z.transform((v: string) => toSingleLine(v).toLowerCase()),
      z.string().check(
        z.refine((v) => v !== "" || options.optional === true, options.requiredMessage ?? EMAIL_MESSAGE),
        z.refine((v) => v === "" || isValidEmail(v), EMAIL_MESSAGE),
      ),
    ),
  );
}
