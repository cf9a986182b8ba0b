import { describe, expect, it } from "vitest";
import { isValidCpf } from "~/lib/cpf";
import { maskCep, maskCpf, maskWhatsapp } from "~/lib/masks";
import { MESSAGES, validateOrderForm } from "./plan-order";
import { orderFormFields, parsedDeliveryFields } from "../../../../tests/support/builders/orders";

const VALID_FORM = orderFormFields();

describe("masks", () => {
  it("formats WhatsApp, CPF and CEP as typed", () => {
    expect(maskWhatsapp("11987654321")).toBe("(11) 98765-4321");
    expect(maskWhatsapp("1198765432199")).toBe("(11) 98765-4321");
    expect(maskWhatsapp("119")).toBe("(11) 9");
    expect(maskWhatsapp("1133334444")).toBe("(11) 3333-4444");
    expect(maskCpf("52998224725")).toBe("529.982.247-25");
    expect(maskCpf("5299")).toBe("529.9");
    expect(maskCpf("529982247251234")).toHaveLength(14);
    expect(maskCep("013101009999")).toBe("01310-100");
    expect(maskCep("0131")).toBe("0131");
  });
});

describe("CPF check digits", () => {
  it("accepts valid CPFs and refuses wrong digits and repeated numbers", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("11144477735")).toBe(true);
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("123")).toBe(false);
  });
});

describe("order form validation", () => {
  it("accepts a complete form and normalises it", () => {
    const result = validateOrderForm(VALID_FORM);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      productId: 1,
      quantity: 1,
      offerCode: null,
      idempotencyKey: VALID_FORM.idempotencyKey,
    });
    expect(result.data.delivery).toEqual(parsedDeliveryFields());
  });

  it("takes the optional 'Ponto de referência' (trimmed, on one line) and refuses it too long", () => {
    const result = validateOrderForm({ ...VALID_FORM, referencePoint: "  Perto da\n padaria  " });
    expect(result.ok && result.data.delivery.referencePoint).toBe("Perto da padaria");
    const long = validateOrderForm({ ...VALID_FORM, referencePoint: "x".repeat(151) });
    expect(!long.ok && long.fieldErrors.referencePoint).toBe(MESSAGES.tooLong);
  });

  it("leaves the key empty without JavaScript (the server derives one)", () => {
    const result = validateOrderForm({ ...VALID_FORM, idempotencyKey: "" });
    expect(result.ok && result.data.idempotencyKey).toBe(null);
  });

  it("asks for every required field with the spec's summary (full form: with the terms)", () => {
    const result = validateOrderForm({ ...VALID_FORM, fullName: "  ", acceptedTerms: undefined });
    expect(result).toMatchObject({ ok: false, formError: MESSAGES.summaryFull });
    if (result.ok) return;
    expect(result.fieldErrors.fullName).toBe(MESSAGES.required);
    expect(result.fieldErrors.acceptedTerms).toBe(MESSAGES.terms);
  });

  it.each(["fullName", "whatsapp", "cpf", "zipCode", "street", "number", "neighborhood", "city", "state", "email"])(
    "full form without %s says 'Por favor, preencha todos os campos obrigatórios e aceite os termos'",
    (field) => {
      const result = validateOrderForm({ ...VALID_FORM, [field]: "" });
      expect(result).toMatchObject({ ok: false, formError: MESSAGES.summaryFull });
      expect(!result.ok && result.fieldErrors[field as "email"]).toBe(MESSAGES.required);
    },
  );

  it("the simple form needs no email or terms and says 'Por favor, preencha todos os campos obrigatórios'", () => {
    const { email: _email, acceptedTerms: _terms, ...simple } = orderFormFields({ variant: "simple" });
    expect(validateOrderForm(simple).ok).toBe(true);
    expect(validateOrderForm({ ...simple, city: "" })).toMatchObject({ ok: false, formError: MESSAGES.summarySimple });
  });

  it("keeps the WhatsApp in its one canonical form (E.164), the old 8-digit mobile form too", () => {
    for (const whatsapp of ["(11) 98765-4321", "+55 11 98765-4321", "(11) 8765-4321"]) {
      const result = validateOrderForm({ ...VALID_FORM, whatsapp });
      expect(result.ok && result.data.delivery.phone, whatsapp).toBe("+5511987654321");
    }
  });

  it("leaves the complement optional", () => {
    const { complement: _c, ...form } = VALID_FORM;
    expect(validateOrderForm(form).ok).toBe(true);
  });

  it.each([
    ["cpf", "529.982.247-24", MESSAGES.cpf],
    ["whatsapp", "(11) 9876", MESSAGES.whatsapp],
    ["whatsapp", "(11) 88765-4321", MESSAGES.whatsapp],
    ["zipCode", "0131", MESSAGES.cep],
    ["state", "XX", MESSAGES.state],
    ["email", "maria@", MESSAGES.email],
    ["quantity", "0", MESSAGES.quantityMin],
    ["quantity", "-3", MESSAGES.quantityMin],
    ["quantity", "101", MESSAGES.quantityMax],
    ["quantity", "99999999999", MESSAGES.quantityMax],
    ["quantity", "1.5", MESSAGES.quantityMin],
    ["fullName", "x".repeat(100_000), MESSAGES.tooLong],
  ])("refuses %s = %s with a pt-BR message", (field, value, message) => {
    const result = validateOrderForm({ ...VALID_FORM, [field]: value });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors[field as "cpf"]).toBe(message);
  });

  it("refuses fields it does not expect, such as a price or a total", () => {
    for (const extra of ["price", "priceCents", "total", "customerId", "userId"]) {
      expect(validateOrderForm({ ...VALID_FORM, [extra]: "1" })).toMatchObject({ ok: false, formError: MESSAGES.unexpected });
    }
  });

  it("refuses wrong types and tampered hidden fields", () => {
    expect(validateOrderForm({ ...VALID_FORM, productId: "abc" })).toMatchObject({ ok: false, formError: MESSAGES.invalid });
    expect(validateOrderForm({ ...VALID_FORM, idempotencyKey: "short" })).toMatchObject({
      ok: false,
      formError: MESSAGES.invalid,
    });
    expect(validateOrderForm({ ...VALID_FORM, fullName: 42 }).ok).toBe(false);
    expect(validateOrderForm({}).ok).toBe(false);
  });
});

describe("honeypot", () => {
  it("refuses a form whose hidden field was filled, accepts it empty", () => {
    const spam = validateOrderForm({ ...VALID_FORM, website: "http://spam.example" });
    expect(spam.ok).toBe(false);
    expect(!spam.ok && spam.formError).toContain("Não foi possível enviar");
    expect(validateOrderForm({ ...VALID_FORM, website: "" }).ok).toBe(true);
  });
});
