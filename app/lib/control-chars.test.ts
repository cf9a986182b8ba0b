// Single-line fields are cleaned at the schema: no control character, bidi
// mark or line break reaches what the shop stores, emails, sends by WhatsApp,
// shows in the admin or writes to a CSV row.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/domain/catalog/forms/products";
import { z } from "~/lib/zod";
import { registerSchema } from "../domain/accounts/forms/accounts";
import { cardSchema } from "../domain/club/forms/card";
import { toMultiLine, toSingleLine } from "./control-chars";
import { validateAddressFix } from "../domain/orders/forms/order-confirmation";
import { validateOrderForm } from "../domain/orders/forms/plan-order";
import { answersFromForm } from "../domain/quiz/quiz-rules";

/** Everything a single line must never hold (by code point: a regex of controls lints as a mistake). */
const FORBIDDEN = {
  asymmetricMatch: (value: unknown) =>
    typeof value === "string" &&
    [...value].some((ch) => {
      const c = ch.codePointAt(0)!;
      return (
        c < 0x20 ||
        (c >= 0x7f && c <= 0x9f) ||
        [0x61c, 0x200e, 0x200f, 0x2028, 0x2029, 0xfeff].includes(c) ||
        (c >= 0x202a && c <= 0x202e) ||
        (c >= 0x2066 && c <= 0x2069)
      );
    }),
};
const VALID_FORM = {
  variant: "full",
  productId: "1",
  quantity: "1",
  fullName: "Maria da Silva",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  cpf: "529.982.247-25",
  zipCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  acceptedTerms: "on",
};
const DIRTY = "Ana\u202e moc.live\u202c\r\nBcc: x@y.z\t\u0007\u2028Souza\u2066\ufeff";

describe("toSingleLine / toMultiLine", () => {
  it("removes controls, bidi marks and line breaks, keeping the words", () => {
    expect(toSingleLine(DIRTY)).toBe("Ana moc.live Bcc: x@y.z Souza");
    expect(toSingleLine("  São   Paulo  ")).toBe("São Paulo");
    expect(toSingleLine("família 👨‍👩‍👧")).toBe("família 👨‍👩‍👧");
  });

  it("keeps line breaks in multi-line text, as \\n only", () => {
    expect(toMultiLine("1 ovo\r\n2 colheres\u202e\r3\u2028fim  ")).toBe("1 ovo\n2 colheres\n3\nfim");
  });

  it("never leaves a forbidden character, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (s) => {
        expect(toSingleLine(s)).not.toEqual(FORBIDDEN);
        expect(toMultiLine(s).replaceAll("\n", "")).not.toEqual(FORBIDDEN);
      }),
    );
  });
});

/** Invisible format characters (Unicode category Cf) a name, a street or a reference point must not keep (issue 34). */
const INVISIBLE = [
  "\u200b",
  "\u200c",
  "\u200d",
  "\u200e",
  "\u200f",
  "\u2060",
  "\u2063",
  "\ufeff",
  "\u00ad",
  "\u180e",
  "\u{e0041}",
];
const hidden = (words: string) => words.split(" ").join(`${INVISIBLE.join("")} `) + INVISIBLE.join("");
const HAS_FORMAT = { asymmetricMatch: (value: unknown) => typeof value === "string" && /\p{Cf}/u.test(value) };

describe("format characters (Cf) in single-line text", () => {
  it("are removed: zero-width spaces and joiners, LRM/RLM, the word joiner, BOM, soft hyphen, tags", () => {
    for (const ch of INVISIBLE) expect(toSingleLine(`Ana${ch}Souza`), `U+${ch.codePointAt(0)!.toString(16)}`).toBe("AnaSouza");
    expect(toSingleLine(hidden("Rua das Flores"))).toBe("Rua das Flores");
  });

  it("never survive, whatever the input, except a joiner inside an emoji sequence", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...INVISIBLE), fc.string({ unit: "grapheme" })), { maxLength: 30 }),
        (parts) => {
          const out = toSingleLine(parts.join(""));
          expect(
            out.replace(/(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d(?=\p{Extended_Pictographic})/gu, ""),
          ).not.toEqual(HAS_FORMAT);
        },
      ),
    );
  });

  it("are gone from the name, the address and the reference point of an order, and the fixed address", () => {
    const result = validateOrderForm({
      ...VALID_FORM,
      fullName: hidden("Maria da Silva"),
      street: hidden("Avenida Paulista"),
      complement: hidden("Apto 12"),
      neighborhood: hidden("Bela Vista"),
      city: hidden("São Paulo"),
      referencePoint: hidden("Perto da padaria"),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const d = result.data.delivery;
    expect([d.fullName, d.street, d.complement, d.neighborhood, d.city, d.referencePoint]).toEqual([
      "Maria da Silva",
      "Avenida Paulista",
      "Apto 12",
      "Bela Vista",
      "São Paulo",
      "Perto da padaria",
    ]);
    const fix = validateAddressFix({
      zipCode: "30130-000",
      street: hidden("Rua Nova"),
      number: "10\u200b",
      neighborhood: hidden("Centro"),
      city: "Belo Horizonte",
      state: "mg",
      complement: "",
      referencePoint: hidden("ao lado"),
    });
    expect(fix.ok).toBe(true);
    if (fix.ok) for (const value of Object.values(fix.data)) if (typeof value === "string") expect(value).not.toEqual(HAS_FORMAT);
  });
});

describe("every single-line field is cleaned at its schema", () => {
  it("the order forms (plan pages and checkout share the delivery schema)", () => {
    const result = validateOrderForm({
      ...VALID_FORM,
      fullName: DIRTY,
      street: "Rua\u202e A\nB",
      complement: "Apto\u000b 1",
      city: "Belo\u2028Horizonte",
      referencePoint: "Perto\r\nda praça",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const d = result.data.delivery;
    for (const value of Object.values(d)) if (typeof value === "string") expect(value).not.toEqual(FORBIDDEN);
    expect(d.fullName).toBe("Ana moc.live Bcc: x@y.z Souza");
    expect(d.city).toBe("Belo Horizonte");
    expect(d.referencePoint).toBe("Perto da praça");
  });

  it("the address fixed on /confirmar", () => {
    const result = validateAddressFix({
      zipCode: "30130-000",
      street: "Rua\u202e Nova\n1",
      number: "10\t",
      neighborhood: "Centro\u0000",
      city: "Belo Horizonte",
      state: "mg",
      complement: "",
      referencePoint: "\u2066ao lado\u2069",
    });
    expect(result.ok).toBe(true);
    if (result.ok)
      for (const value of Object.values(result.data)) if (typeof value === "string") expect(value).not.toEqual(FORBIDDEN);
  });

  it("the account name, the card holder, the quiz name and the admin's titles", () => {
    const account = z.parse(registerSchema, {
      name: DIRTY,
      email: "a@b.com.br",
      password: "segredo1",
      confirmPassword: "segredo1",
    });
    expect(account.name).not.toEqual(FORBIDDEN);
    const card = z.parse(cardSchema, { name: "MARIA\u202e S\n", cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" });
    expect(card.name).toBe("MARIA S");
    const quiz = answersFromForm(new URLSearchParams({ name: "Ju\u202eli\na" }));
    expect(quiz.name).toBe("Juli a");
    const product = z.parse(productFormSchema, {
      name: "Whey\u202e\n 1kg",
      description: "Linha 1\r\nLinha\u202e 2",
      category: "Proteína\t",
      price: "89,90",
    });
    expect(product.name).toBe("Whey 1kg");
    expect(product.description).toBe("Linha 1\nLinha 2");
  });
});
