// What a new order stores, decided without the database (decision 013): its
// own copy of the delivery details it was placed with, the fingerprint its
// idempotency key is bound to, and which customer it is linked to for history.
// Placing an order never changes an existing customer: an anonymous form could
// carry anybody's email, so a known customer is only linked, never rewritten.
// Server-only for node:crypto; the batch writer reads and writes the rows.
import { createHash, randomUUID } from "node:crypto";
import { keyedHash } from "~/platform/security/keyed-hash.server";
import type { ConsentChoices } from "~/domain/privacy/consents.server";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import { joinedDeliveryAddress, streetLine } from "~/domain/orders/records/delivery-address";
import type { OrderLineInput } from "./pricing";
import { orderDeliveryColumns } from "../records/order-delivery.server";
import type { Screening } from "./risk.server";

/** The request an idempotency key is bound to. */
export interface OrderRequest {
  source: "funnel" | "checkout";
  /** The details the order is placed with; the order keeps this copy. */
  delivery: DeliveryDetails;
  items: OrderLineInput[];
  userId?: string | null;
  /** The form's consent choices, recorded with the order (LGPD; not part of the fingerprint). */
  consents?: ConsentChoices;
}

/** How long a key answers with its order: after that the fingerprint is cleared (retention) and the key alone refuses. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * HMAC-SHA256 of the canonical request (source, account, delivery details,
 * lines sorted) under a key derived from the session secret: what an
 * idempotency key is bound to. A retry of the same request has the same
 * fingerprint; any other body under the same key does not. Keyed, so whoever
 * guesses a buyer's details cannot confirm them against a stored order
 * (decision 031); cleared on erasure and after IDEMPOTENCY_WINDOW_MS. Without
 * a secret (scripts and tests that pass none) the key is derived from "".
 */
export function requestFingerprint(input: OrderRequest, secret = ""): string {
  return keyedHash(secret, "orderFingerprint", canonicalRequest(input));
}

/** The plain SHA-256 orders kept before migration 0012; compared only until those are cleared. */
export function legacyRequestFingerprint(input: OrderRequest): string {
  return createHash("sha256").update(canonicalRequest(input)).digest("hex");
}

function canonicalRequest(input: OrderRequest): string {
  const d = input.delivery;
  const lines = input.items
    .map((l) => [l.productId, l.offerCode || "", l.quantity] as const)
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2]);
  return JSON.stringify([
    input.source,
    input.userId ?? null,
    [
      d.fullName,
      d.email,
      d.phone,
      d.cpf,
      d.postalCode,
      d.street,
      d.number,
      d.complement,
      d.neighborhood,
      d.city,
      d.state,
      d.referencePoint,
    ],
    lines,
  ]);
}

/** An existing customer, as much of it as matching needs. */
export interface KnownCustomer {
  id: string;
  email: string | null;
  cpf: string | null;
}

/** A customer made from an order's details (the only customer rows placing an order writes). */
export interface NewCustomer {
  id: string;
  name: string;
  email: string | null;
  cpf: string | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The emails and CPFs to look existing customers up by. */
export function customerLookup(deliveries: DeliveryDetails[]): { emails: string[]; cpfs: string[] } {
  return {
    emails: [...new Set(deliveries.map((c) => c.email).filter((e): e is string => !!e))],
    cpfs: [...new Set(deliveries.map((c) => c.cpf).filter((c): c is string => !!c))],
  };
}

/**
 * Links each order to its customer, for history: the one with its email (or
 * with its CPF when there is no email), or a new one made from the order's
 * details. `known` (the customers found by customerLookup) are only linked,
 * never changed. Orders with the same email share one new customer, as if
 * placed one after another. A new customer takes the CPF only when no customer
 * has it yet (the CPF is unique).
 */
export function matchCustomers(
  known: KnownCustomer[],
  deliveries: DeliveryDetails[],
  newId: () => string = randomUUID,
): { customerIds: string[]; newCustomers: NewCustomer[] } {
  const byEmail = new Map<string, KnownCustomer>();
  const byCpf = new Map<string, KnownCustomer>();
  for (const row of known) {
    if (row.email) byEmail.set(row.email, row);
    if (row.cpf) byCpf.set(row.cpf, row);
  }
  const newCustomers: NewCustomer[] = [];
  const customerIds = deliveries.map((input) => {
    // By CPF only when the form had no email: a new email is a new customer, even with a known CPF.
    const existing = input.email ? byEmail.get(input.email) : input.cpf ? byCpf.get(input.cpf) : undefined;
    if (existing) return existing.id;
    const cpf = input.cpf && !byCpf.has(input.cpf) ? input.cpf : null;
    const customer: NewCustomer = {
      id: newId(),
      name: input.fullName,
      email: input.email,
      cpf,
      phone: input.phone,
      address: streetLine(input),
      city: input.city,
      state: input.state,
      postalCode: input.postalCode,
    };
    newCustomers.push(customer);
    const made: KnownCustomer = { id: customer.id, email: input.email, cpf };
    if (input.email) byEmail.set(input.email, made);
    if (cpf) byCpf.set(cpf, made);
    return customer.id;
  });
  return { customerIds, newCustomers };
}

/** The row of a new order: its own copy of the delivery details, its key and fingerprint, its risk. */
export function newOrderRow(order: {
  request: OrderRequest;
  idempotencyKey: string;
  fingerprint: string;
  customerId: string;
  totalCents: number;
  screening: Screening;
}) {
  const { request, screening } = order;
  // Held orders start 'em análise'.
  if (screening.blocked) throw new Error("blocked orders are never written");
  return {
    customerId: order.customerId,
    userId: request.userId ?? null,
    totalCents: order.totalCents,
    deliveryAddress: joinedDeliveryAddress(request.delivery),
    source: request.source,
    idempotencyKey: order.idempotencyKey,
    idempotencyFingerprint: order.fingerprint,
    ...orderDeliveryColumns(request.delivery),
    status: screening.hold ? ("review" as const) : ("new" as const),
    riskLevel: screening.risk.level,
    riskReasons: screening.risk.reasons,
  };
}

export type NewOrderRow = ReturnType<typeof newOrderRow>;
