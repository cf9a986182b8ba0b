import { describe, expect, it } from "vitest";
import { parseCheckoutForm } from "../domain/orders/forms/checkout";
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from "./idempotency-key";
import { maskCep, maskCpf, maskKeepingCaret, maskWhatsapp } from "./masks";
import { MESSAGES, parseOrderForm } from "../domain/orders/forms/plan-order";
import { orderFormFields } from "../../tests/support/builders/orders";

const VALID_FORM = orderFormFields();

const body = (fields: Record<string, string>) => new URLSearchParams(Object.entries(fields));

describe("one form layer (Conform submissions from one check)", () => {
  it("answers a valid order form with the order's data", () => {
    const submission = parseOrderForm(body(VALID_FORM));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.delivery.phone).toBe("+5511987654321");
  });

  it("replies with the summary as the form's error, one message per field, and the values sent", () => {
    const submission = parseOrderForm(body({ ...VALID_FORM, cpf: "529.982.247-24", city: "" }));
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({ "": [MESSAGES.summaryFull], cpf: [MESSAGES.cpf], city: [MESSAGES.required] });
    expect(reply.initialValue).toMatchObject({ fullName: "Maria da Silva", cpf: "529.982.247-24" });
  });

  it("refuses a repeated field, a file or a NUL byte like a wrong value", () => {
    const repeated = body(VALID_FORM);
    repeated.append("city", "Outra");
    expect(parseOrderForm(repeated).reply().error?.city).toEqual([MESSAGES.required]);
    const form = new FormData();
    for (const [k, v] of Object.entries(VALID_FORM)) form.append(k, v);
    form.set("street", new Blob(["x"]), "rua.txt");
    expect(parseOrderForm(form).reply().error?.street).toEqual([MESSAGES.required]);
    expect(parseOrderForm(body({ ...VALID_FORM, number: "10\u0000" })).status).toBe("error");
  });

  it("ignores Conform's own validation intent but refuses any other unknown field", () => {
    const validating = body({ ...VALID_FORM, __intent__: JSON.stringify({ type: "validate", payload: { name: "city" } }) });
    expect(parseOrderForm(validating).reply().error ?? {}).toEqual({});
    expect(parseCheckoutForm(body({ priceCents: "1" })).reply().error).toEqual({ "": [MESSAGES.unexpected] });
  });
});

describe("idempotency keys", () => {
  it("are UUID v4 made with getRandomValues (randomUUID is missing on plain-http origins)", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey((b) => b.fill(0))).toBe("00000000-0000-4000-8000-000000000000");
  });
});

describe("masks keep the caret", () => {
  it("after the digit it followed, when typing at the end or in the middle", () => {
    expect(maskKeepingCaret("1198", 4, maskWhatsapp)).toEqual({ value: "(11) 98", caret: 7 });
    // "(11) 98765-4321" with a 0 typed after "(11) 9": the caret stays after the new digit.
    expect(maskKeepingCaret("(11) 908765-4321", 7, maskWhatsapp)).toEqual({ value: "(11) 90876-5432", caret: 7 });
    expect(maskKeepingCaret("52998224725", 11, maskCpf)).toEqual({ value: "529.982.247-25", caret: 14 });
    expect(maskKeepingCaret("01310-1000", 3, maskCep)).toEqual({ value: "01310-100", caret: 3 });
  });

  it("formats digits typed before the scripts ran", () => {
    expect(maskKeepingCaret("11987654321", 11, maskWhatsapp).value).toBe("(11) 98765-4321");
  });
});
