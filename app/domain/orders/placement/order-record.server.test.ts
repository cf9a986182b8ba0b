import { describe, expect, it } from "vitest";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import { customerLookup, matchCustomers, newOrderRow, type OrderRequest, requestFingerprint } from "./order-record.server";

const joana: DeliveryDetails = {
  fullName: "Joana Pereira",
  email: "joana@example.com",
  phone: "21998765432",
  cpf: "11144477735",
  postalCode: "01305000",
  street: "Rua Augusta",
  number: "500",
  complement: "Fundos",
  neighborhood: "Consolação",
  city: "São Paulo",
  state: "SP",
  referencePoint: "",
};

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}

describe("which customer an order links to", () => {
  it("links to the customer with the order's email and never changes it", () => {
    const known = [{ id: "c1", email: "joana@example.com", cpf: null }];
    const other = { ...joana, fullName: "Outra Pessoa", phone: "21999990000", city: "Rio de Janeiro" };
    expect(matchCustomers(known, [other], ids())).toEqual({ customerIds: ["c1"], newCustomers: [] });
  });

  it("a new email is a new customer even with a known CPF, which it does not take (the CPF is unique)", () => {
    const known = [{ id: "c1", email: "antiga@example.com", cpf: joana.cpf }];
    const { customerIds, newCustomers } = matchCustomers(known, [joana], ids());
    expect(customerIds).toEqual(["new-1"]);
    expect(newCustomers).toEqual([
      {
        id: "new-1",
        name: "Joana Pereira",
        email: "joana@example.com",
        cpf: null,
        phone: "21998765432",
        address: "Rua Augusta, 500 - Fundos - Consolação",
        city: "São Paulo",
        state: "SP",
        postalCode: "01305000",
      },
    ]);
  });

  it("without an email, links by CPF; with neither, always makes a new customer", () => {
    const known = [{ id: "c1", email: "joana@example.com", cpf: joana.cpf }];
    expect(matchCustomers(known, [{ ...joana, email: null }], ids())).toEqual({ customerIds: ["c1"], newCustomers: [] });
    const anonymous = { ...joana, email: null, cpf: null };
    const { customerIds, newCustomers } = matchCustomers(known, [anonymous, anonymous], ids());
    expect(customerIds).toEqual(["new-1", "new-2"]);
    expect(newCustomers.map((c) => [c.email, c.cpf])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it("orders of one batch with the same email (or, without email, CPF) share the customer the first one made", () => {
    const { customerIds, newCustomers } = matchCustomers(
      [],
      [joana, { ...joana, fullName: "Joana P." }, { ...joana, email: null }, { ...joana, email: "outra@example.com" }],
      ids(),
    );
    expect(customerIds).toEqual(["new-1", "new-1", "new-1", "new-2"]);
    expect(newCustomers.map((c) => [c.id, c.name, c.email, c.cpf])).toEqual([
      ["new-1", "Joana Pereira", "joana@example.com", joana.cpf],
      ["new-2", "Joana Pereira", "outra@example.com", null],
    ]);
  });

  it("looks existing customers up by each email and CPF once", () => {
    expect(customerLookup([joana, joana, { ...joana, email: null, cpf: null }])).toEqual({
      emails: ["joana@example.com"],
      cpfs: [joana.cpf],
    });
  });
});

describe("what a new order stores", () => {
  const request: OrderRequest = {
    source: "checkout",
    delivery: { ...joana, referencePoint: "Perto do metrô" },
    items: [{ productId: 1, quantity: 2 }],
    userId: null,
  };
  const screening = { blocked: false as const, risk: { level: "low" as const, reasons: [] }, hold: false };

  it("keeps its own copy of the delivery details it was placed with", () => {
    const row = newOrderRow({ request, idempotencyKey: "k", fingerprint: "f", customerId: "c1", totalCents: 1998, screening });
    expect(row).toEqual({
      customerId: "c1",
      userId: null,
      totalCents: 1998,
      deliveryAddress: "Rua Augusta, 500 - Fundos - Consolação, São Paulo, SP, 01305000",
      source: "checkout",
      idempotencyKey: "k",
      idempotencyFingerprint: "f",
      customerName: "Joana Pereira",
      customerEmail: "joana@example.com",
      customerPhone: "21998765432",
      customerCpf: joana.cpf,
      deliveryPostalCode: "01305000",
      deliveryStreet: "Rua Augusta",
      deliveryNumber: "500",
      deliveryComplement: "Fundos",
      deliveryNeighborhood: "Consolação",
      deliveryCity: "São Paulo",
      deliveryState: "SP",
      deliveryReferencePoint: "Perto do metrô",
      status: "new",
      riskLevel: "low",
      riskReasons: [],
    });
  });

  it("a held order starts 'em análise'; a blocked one is never written", () => {
    const held = { blocked: false as const, risk: { level: "high" as const, reasons: ["x"] }, hold: true };
    const base = { request, idempotencyKey: "k", fingerprint: "f", customerId: "c1", totalCents: 1 };
    expect(newOrderRow({ ...base, screening: held })).toMatchObject({ status: "review", riskLevel: "high", riskReasons: ["x"] });
    expect(() => newOrderRow({ ...base, screening: { blocked: true } })).toThrow();
  });

  it("binds its key to the request: the same request (lines in any order) has the same fingerprint, any change another", () => {
    const two: OrderRequest = {
      ...request,
      items: [
        { productId: 2, quantity: 1 },
        { productId: 1, offerCode: "kit", quantity: 2 },
      ],
    };
    const swapped: OrderRequest = { ...two, items: [...two.items].reverse() };
    expect(requestFingerprint(swapped)).toBe(requestFingerprint(two));
    expect(requestFingerprint(two)).toMatch(/^[0-9a-f]{64}$/);
    for (const changed of [
      { ...two, source: "funnel" as const },
      { ...two, userId: "u1" },
      { ...two, delivery: { ...two.delivery, number: "501" } },
      {
        ...two,
        items: [
          { productId: 2, quantity: 2 },
          { productId: 1, offerCode: "kit", quantity: 2 },
        ],
      },
    ])
      expect(requestFingerprint(changed)).not.toBe(requestFingerprint(two));
  });
});
