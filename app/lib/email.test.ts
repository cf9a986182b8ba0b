// The one email rule (HTML's valid email address, with a dot in the domain),
// through every form that asks for an email: the order forms (plan pages,
// landings, checkout), sign-up and sign-in, and the privacy portal's request.
import { describe, expect, it } from "vitest";
import { emailOnlySchema, loginSchema, registerSchema } from "~/domain/accounts/forms/accounts";
import { validateCheckoutForm } from "~/domain/orders/forms/checkout";
import { validateOrderForm } from "~/domain/orders/forms/plan-order";
import { z } from "~/lib/zod";
import { checkoutFormFields } from "../../tests/support/builders/orders";
import { EMAIL_MESSAGE, emailSchema, isValidEmail } from "./email";

const PROBE = `x"><svg/onload=alert(1)>@probe.test`;

const REFUSED = [
  PROBE,
  "<script>@probe.test",
  "maria@exemplo.com.br<img src=x>",
  `"maria"@exemplo.com.br`,
  "maria silva@exemplo.com.br",
  "maria@exemplo..com.br",
  "maria@-exemplo.com.br",
  "maria@exemplo-.com.br",
  "maria@exemplo_com.br",
  "maria@[127.0.0.1]",
  "maria@localhost",
  "maria@",
  "@exemplo.com.br",
  "maria@@exemplo.com.br",
  "mária@exemplo.com.br",
  "maria@exemplo.com.br,outra@exemplo.com.br",
  "maria@exemplo.com.br\nBcc: x@y.z",
  `maria@${"a".repeat(64)}.com`,
  `${"a".repeat(250)}@b.co`,
];

const ACCEPTED = [
  "maria@exemplo.com.br",
  "Maria.Silva+pedidos@Exemplo.COM.br",
  "o'neil@exemplo.com",
  "a!#$%&'*+/=?^_`{|}~-@sub-dominio.exemplo.io",
  "1@2.co",
];

const VALID_ORDER = {
  variant: "full",
  productId: "1",
  quantity: "1",
  fullName: "Maria da Silva",
  whatsapp: "(11) 98765-4321",
  email: "maria@exemplo.com.br",
  cpf: "529.982.247-25",
  zipCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  acceptedTerms: "on",
};

describe("the email rule", () => {
  it("accepts HTML's valid email addresses, refuses anything else", () => {
    for (const email of ACCEPTED) expect(isValidEmail(email), email).toBe(true);
    for (const email of REFUSED) expect(isValidEmail(email), JSON.stringify(email)).toBe(false);
  });

  it("the schema: lower-cased, invisible characters dropped, a clear pt-BR message", () => {
    expect(z.parse(emailSchema(), " Maria@Exemplo.com.BR\u200b ")).toBe("maria@exemplo.com.br");
    const refused = z.safeParse(emailSchema(), PROBE);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([EMAIL_MESSAGE]);
    expect(EMAIL_MESSAGE).toMatch(/^Email inválido\. /);
    expect(z.parse(emailSchema({ optional: true }), "")).toBe("");
    expect(z.safeParse(emailSchema(), "").success).toBe(false);
  });

  it("the plan pages' order form and the checkout refuse the probe (and every other bad address)", () => {
    for (const email of REFUSED) {
      const full = validateOrderForm({ ...VALID_ORDER, email });
      expect(full.ok ? "aceito" : full.fieldErrors.email, `plano ${JSON.stringify(email)}`).toBe(EMAIL_MESSAGE);
      // The simple landing form does not show the field, but a sent one is checked the same way.
      const simple = validateOrderForm({ ...VALID_ORDER, variant: "simple", email });
      expect(simple.ok ? "aceito" : simple.fieldErrors.email, `landing ${JSON.stringify(email)}`).toBe(EMAIL_MESSAGE);
      const checkout = validateCheckoutForm(checkoutFormFields({ email }));
      expect(checkout.ok ? "aceito" : checkout.fieldErrors.email, `checkout ${JSON.stringify(email)}`).toBe(EMAIL_MESSAGE);
    }
    for (const email of ACCEPTED) {
      const full = validateOrderForm({ ...VALID_ORDER, email });
      expect(full.ok && full.data.delivery.email, email).toBe(email.toLowerCase());
    }
  });

  it("sign-up, sign-in and the privacy portal's request refuse it too", () => {
    for (const email of REFUSED) {
      const register = z.safeParse(registerSchema, { name: "Maria", email, password: "segredo1", confirmPassword: "segredo1" });
      expect(register.success, JSON.stringify(email)).toBe(false);
      expect(z.safeParse(loginSchema, { email, password: "segredo1" }).success).toBe(false);
      expect(z.safeParse(emailOnlySchema, { email }).error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    }
  });
});
