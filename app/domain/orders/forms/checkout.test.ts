import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, CHECKOUT_TOASTS, checkoutAnswer, parseCheckoutItems, validateCheckoutForm } from "./checkout";
import { MESSAGES } from "./plan-order";
import { checkoutFormFields, parsedDeliveryFields } from "../../../../tests/support/builders/orders";

const VALID_CHECKOUT = checkoutFormFields({ fullName: "  Maria   da Silva " });

const withFields = (fields: Record<string, unknown>) => ({ ...VALID_CHECKOUT, ...fields });

describe("checkout form validation", () => {
  it("accepts a complete form and normalises it", () => {
    const result = validateCheckoutForm(VALID_CHECKOUT);
    expect(result).toEqual({
      ok: true,
      data: {
        idempotencyKey: VALID_CHECKOUT.idempotencyKey,
        items: [
          { productId: 1, quantity: 2 },
          { productId: 7, quantity: 1 },
        ],
        delivery: parsedDeliveryFields(),
        acceptedWhatsapp: false,
      },
    });
  });

  it("asks for the CPF as the plan form does: required and checked, kept as digits on the order", () => {
    const { cpf: _cpf, ...withoutCpf } = VALID_CHECKOUT;
    expect(validateCheckoutForm(withoutCpf)).toMatchObject({ ok: false, fieldErrors: { cpf: MESSAGES.required } });
    expect(validateCheckoutForm(withFields({ cpf: "111.111.111-11" }))).toMatchObject({
      ok: false,
      fieldErrors: { cpf: MESSAGES.cpf },
    });
    const placed = validateCheckoutForm(withFields({ cpf: "111.444.777-35" }));
    expect(placed.ok && placed.data.delivery.cpf).toBe("11144477735");
  });

  it("says the cart needs JavaScript when the lines and the key are missing (a post made without scripts)", () => {
    const { items: _items, idempotencyKey: _key, ...typed } = VALID_CHECKOUT;
    const result = validateCheckoutForm(typed);
    expect(result).toMatchObject({ ok: false, formError: CHECKOUT_MESSAGES.noScript });
    expect(!result.ok && result.fieldErrors.idempotencyKey).toBeUndefined();
  });

  it("requires every delivery field, with the summary message", () => {
    for (const field of [
      "fullName",
      "email",
      "whatsapp",
      "cpf",
      "zipCode",
      "street",
      "number",
      "neighborhood",
      "city",
      "state",
    ]) {
      const result = validateCheckoutForm(withFields({ [field]: "   " }));
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.fieldErrors).toEqual({ [field]: MESSAGES.required });
      expect(result.formError).toBe(CHECKOUT_MESSAGES.summary);
    }
    const missing = { ...VALID_CHECKOUT } as Record<string, unknown>;
    delete missing.email;
    const result = validateCheckoutForm(missing);
    expect(!result.ok && result.fieldErrors.email).toBe(MESSAGES.required);
  });

  it("checks email, WhatsApp, UF and CEP formats", () => {
    const cases: Array<[string, string, string]> = [
      ["email", "maria@", MESSAGES.email],
      ["email", "maria example.com", MESSAGES.email],
      ["whatsapp", "(11) 9876", MESSAGES.whatsapp],
      ["state", "XX", MESSAGES.state],
      ["state", "SPX", MESSAGES.tooLong],
      ["zipCode", "0131-01", MESSAGES.cep],
    ];
    for (const [field, value, message] of cases) {
      const result = validateCheckoutForm(withFields({ [field]: value }));
      expect(!result.ok && result.fieldErrors[field as "email"], `${field}=${value}`).toBe(message);
    }
    expect(validateCheckoutForm(withFields({ whatsapp: "(11) 3333-4444" })).ok).toBe(true);
  });

  it("refuses fields outside the allow-list (prices, totals, ids)", () => {
    for (const extra of ["price", "priceCents", "total", "totalCents", "customerId", "userId", "status"]) {
      const result = validateCheckoutForm(withFields({ [extra]: "1" }));
      expect(result).toEqual({ ok: false, formError: MESSAGES.unexpected, fieldErrors: {} });
    }
  });

  it("refuses a missing or malformed idempotency key", () => {
    for (const idempotencyKey of ["", "short", "x".repeat(65), "chave com espaço 1234567"]) {
      const result = validateCheckoutForm(withFields({ idempotencyKey }));
      expect(!result.ok && result.formError).toBe(MESSAGES.invalid);
    }
  });

  it("refuses over-long text and non-string values", () => {
    const long = validateCheckoutForm(withFields({ fullName: "a".repeat(10_000) }));
    expect(!long.ok && long.fieldErrors.fullName).toBe(MESSAGES.tooLong);
    const repeated = validateCheckoutForm(withFields({ city: null }));
    expect(!repeated.ok && repeated.fieldErrors.city).toBe(MESSAGES.required);
    const object = validateCheckoutForm(withFields({ items: [{ id: 1, quantity: 1 }] }));
    expect(!object.ok && object.fieldErrors.items).toBeTruthy();
  });
});

describe("checkout items", () => {
  const items = (value: unknown) => parseCheckoutItems(JSON.stringify(value));

  it("accepts 1..50 lines of positive integer ids with quantities 1..100", () => {
    expect(items([{ id: 3, quantity: 100 }])).toEqual({ ok: true, items: [{ productId: 3, quantity: 100 }] });
    const fifty = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, quantity: 1 }));
    expect(items(fifty).ok).toBe(true);
  });

  it("refuses an empty cart with the spec's message", () => {
    expect(items([])).toEqual({ ok: false, message: CHECKOUT_MESSAGES.emptyCart });
    expect(parseCheckoutItems("")).toEqual({ ok: false, message: CHECKOUT_MESSAGES.emptyCart });
    const result = validateCheckoutForm(withFields({ items: "[]" }));
    expect(!result.ok && result.formError).toBe(CHECKOUT_MESSAGES.emptyCart);
  });

  it("refuses hostile or malformed lines", () => {
    const bad: unknown[] = [
      [{ id: 1, quantity: 1, priceCents: 1 }],
      [{ id: 1, quantity: 1, price: 0.01 }],
      [{ id: 1, quantity: 0 }],
      [{ id: 1, quantity: 101 }],
      [{ id: 1, quantity: 1.5 }],
      [{ id: 1, quantity: "2" }],
      [{ id: 0, quantity: 1 }],
      [{ id: -4, quantity: 1 }],
      [{ id: 2_147_483_648, quantity: 1 }],
      [{ id: "1", quantity: 1 }],
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2 },
      ],
      [null],
      [[1, 1]],
      { id: 1, quantity: 1 },
      "1",
      Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 1 })),
    ];
    for (const value of bad) expect(items(value).ok, JSON.stringify(value)).toBe(false);
    expect(parseCheckoutItems("{not json").ok).toBe(false);
    expect(parseCheckoutItems('[{"id":1,"quantity":1,"__proto__":{"admin":true}}]').ok).toBe(false);
    expect(items([{ id: 1, quantity: 101 }])).toEqual({ ok: false, message: CHECKOUT_MESSAGES.quantity });
    const huge = validateCheckoutForm(withFields({ items: "[" + "1,".repeat(5000) + "1]" }));
    expect(!huge.ok && huge.fieldErrors.items).toBe(CHECKOUT_MESSAGES.cart);
  });
});

describe("the order endpoint's answer", () => {
  it("keeps the endpoint's own answers and turns other refusals into a form error", () => {
    expect(checkoutAnswer({ ok: true, orderNumber: 1042 })).toEqual({ ok: true, orderNumber: 1042 });
    const refused = {
      ok: false,
      formError: "Confira seus dados",
      result: { status: "error", error: { fullName: ["Obrigatório"] } },
      unavailableIds: [],
    };
    expect(checkoutAnswer(refused)).toEqual(refused);
    expect(checkoutAnswer({ error: "O envio excede o limite de 1 MB." })).toMatchObject({
      ok: false,
      formError: "O envio excede o limite de 1 MB.",
    });
    for (const odd of [null, "texto", { ok: "sim" }, []]) {
      expect(checkoutAnswer(odd)).toMatchObject({ ok: false, formError: CHECKOUT_TOASTS.failure.title });
    }
  });
});
