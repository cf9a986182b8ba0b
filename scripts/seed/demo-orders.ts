// Demo orders that tell the pay-after-delivery story: four months of orders in
// every status (novo, em análise, confirmado, enviado, entregue pago / não
// pago / vencido, frustrado, reenvio, cancelado), each with the order_events
// of its life, a few risky orders and a repeat non-payer whose CPF and phone
// are blocked, plus the quiz visits that led to the plan orders. The plan is
// a pure function of the seed time (fixed PRNG), so every start tells the
// same story relative to "now"; rows go in with a handful of multi-row inserts.
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import { blockedBuyers, orderReminders, quizEvents } from "~/db/schema";
import { TRACKED_STEPS } from "~/domain/quiz/quiz-events";
import type { Carrier, FailureReason, OrderStatus, PaymentStatus, RiskLevel } from "~/domain/orders/lifecycle/order-status";
import { OBJECTIVES, PLANS } from "~/domain/quiz/objective-plans";
import { seedProducts } from "./content/products";
import { mulberry32 } from "../seeded-random";
import { insertCustomers, insertOrderEvents, insertOrders, validCpf } from "../../tests/support/builders/orders";

const DAY = 24 * 60 * 60_000;
export const DEMO_DAYS = 120;
export const DEMO_ORDER_COUNT = 150;

/** A valid CPF from 9 digits (kept under this name for scripts/bench/orders-load.ts). */
export const cpfFrom = (nine: string): string => validCpf(nine);

const FIRST = [
  "Ana",
  "Beatriz",
  "Camila",
  "Daniela",
  "Elaine",
  "Fernanda",
  "Gustavo",
  "Helena",
  "Igor",
  "Juliana",
  "Karen",
  "Lucas",
  "Mariana",
  "Natália",
  "Otávio",
  "Patrícia",
  "Rafael",
  "Sabrina",
  "Tiago",
  "Vanessa",
];
const LAST = [
  "Andrade",
  "Barbosa",
  "Cardoso",
  "Duarte",
  "Esteves",
  "Freitas",
  "Gomes",
  "Macedo",
  "Nogueira",
  "Pinheiro",
  "Queiroz",
  "Rocha",
  "Teixeira",
  "Vieira",
];
const PLACES = [
  { city: "São Paulo", state: "SP", cep: "04538133", hood: "Itaim Bibi", street: "Rua Joaquim Floriano", weight: 5 },
  { city: "Campinas", state: "SP", cep: "13015904", hood: "Centro", street: "Rua Barão de Jaguara", weight: 2 },
  { city: "Rio de Janeiro", state: "RJ", cep: "22041001", hood: "Copacabana", street: "Rua Barata Ribeiro", weight: 3 },
  { city: "Belo Horizonte", state: "MG", cep: "30130110", hood: "Centro", street: "Rua da Bahia", weight: 2 },
  { city: "Curitiba", state: "PR", cep: "80020320", hood: "Centro", street: "Rua XV de Novembro", weight: 1 },
  { city: "Salvador", state: "BA", cep: "40020000", hood: "Comércio", street: "Avenida Estados Unidos", weight: 2 },
  { city: "Recife", state: "PE", cep: "50030230", hood: "Santo Antônio", street: "Rua do Imperador", weight: 1 },
  { city: "Fortaleza", state: "CE", cep: "60060100", hood: "Centro", street: "Rua Senador Pompeu", weight: 1 },
] as const;
const REFERENCES = ["", "", "Ao lado da padaria", "Portão azul", "Em frente à praça", "Próximo ao mercado", ""];
const CARRIER_CHOICES: Carrier[] = ["correios", "correios", "jadlog", "loggi"];
const FAILURES: FailureReason[] = ["absent", "wrong_address", "refused"];

export interface DemoEvent {
  field: "status" | "payment_status" | "confirmation" | "risk";
  from: string;
  to: string;
  at: Date;
  detail?: string;
}

export interface DemoOrder {
  key: number;
  createdAt: Date;
  productHandle: string;
  quantity: number;
  unitCents: number;
  source: "funnel" | "checkout";
  objective: (typeof OBJECTIVES)[number] | null;
  name: string;
  email: string;
  phone: string;
  cpf: string;
  place: (typeof PLACES)[number];
  referencePoint: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  riskLevel: RiskLevel;
  riskReasons: string[];
  confirmedAt: Date | null;
  carrier: Carrier | null;
  trackingCode: string | null;
  shippedAt: Date | null;
  failureReason: FailureReason | null;
  failedAt: Date | null;
  deliveredAt: Date | null;
  paymentDueAt: Date | null;
  paidAt: Date | null;
  paymentMethod: string | null;
  events: DemoEvent[];
}

/** The repeat non-payer: three orders, then blocked (CPF and phone). */
export const DEMO_BLOCKED = { cpf: validCpf("390533447"), phone: "+5571991230001", name: "Rogério Tavares" } as const;

/** What an order is before anything happened to it (each call a fresh object: the plan mutates it). */
function notYetPlaced() {
  return {
    status: "new",
    paymentStatus: "pending",
    riskLevel: "low",
    riskReasons: [],
    confirmedAt: null,
    carrier: null,
    trackingCode: null,
    shippedAt: null,
    failureReason: null,
    failedAt: null,
    deliveredAt: null,
    paymentDueAt: null,
    paidAt: null,
    paymentMethod: null,
    events: [],
  } satisfies Partial<DemoOrder>;
}

/** End of the 7th São Paulo day after delivery, close enough for demo data (23:59 -03:00). */
function dueAfter(delivered: Date): Date {
  const local = new Date(delivered.getTime() - 3 * 60 * 60_000);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 7, 23, 59, 59);
  return new Date(day + 3 * 60 * 60_000);
}

/** The last days, set by hand so every status shows up: in transit, frustrated, re-sent, held, new. */
const RECENT: { age: number; fails?: boolean; risky?: RiskLevel }[] = [
  { age: 11.5, fails: true },
  { age: 10.5 },
  { age: 9.2, fails: true },
  { age: 8.1 },
  { age: 6.6, fails: true },
  { age: 5.6, fails: true },
  { age: 4.4 },
  { age: 3.7 },
  { age: 2.8 },
  { age: 2.3 },
  { age: 1.7, risky: "medium" },
  { age: 1.3 },
  { age: 0.7, risky: "high" },
  { age: 0.4 },
  { age: 0.1 },
];

/** The whole story as data (no database): the same plan for the same `now`. */
export function demoOrderPlan(now: Date): DemoOrder[] {
  const random = mulberry32(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const weighted = PLACES.flatMap((p) => Array.from({ length: p.weight }, () => p));
  const planProducts = OBJECTIVES.map((o) => PLANS[o].productHandle);
  const storeProducts = seedProducts.map((p) => p.handle).filter((h) => !planProducts.includes(h));
  const priceOf = new Map(seedProducts.map((p) => [p.handle, p.priceCents]));
  const plan: DemoOrder[] = [];

  for (let i = 0; i < DEMO_ORDER_COUNT; i++) {
    // Older orders first, so numbers grow with time; a bit more each month.
    const recent = RECENT[i - (DEMO_ORDER_COUNT - RECENT.length)];
    const spread = DEMO_ORDER_COUNT - RECENT.length;
    const ageDays = recent ? recent.age : 12 + (DEMO_DAYS - 12) * Math.pow(1 - (i + random() * 0.9) / spread, 1.15);
    const createdAt = new Date(now.getTime() - ageDays * DAY);
    const fromQuiz = random() < 0.65;
    const objective = fromQuiz ? pick(OBJECTIVES) : null;
    const productHandle = objective ? PLANS[objective].productHandle : pick(storeProducts);
    const place = pick(weighted);
    const first = pick(FIRST);
    const last = pick(LAST);
    const o: DemoOrder = {
      key: i,
      createdAt,
      productHandle,
      quantity: random() < 0.8 ? 1 : 2,
      unitCents: priceOf.get(productHandle) ?? 9990,
      source: fromQuiz ? "funnel" : "checkout",
      objective,
      name: `${first} ${last}`,
      email: `${first
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()}.${last.toLowerCase()}.${i}@exemplo.com.br`,
      // Canonical (app/lib/phone.ts), as the order forms store it.
      phone: `+55${place.state === "SP" ? "11" : place.state === "RJ" ? "21" : "31"}9${String(70000000 + i * 7919).slice(0, 8)}`,
      cpf: validCpf(String(100000000 + i * 4391).slice(0, 9)),
      place,
      referencePoint: pick(REFERENCES),
      ...notYetPlaced(),
    };
    plan.push(o);
    const at = (days: number) => new Date(createdAt.getTime() + days * DAY);
    const past = (d: Date) => d.getTime() < now.getTime();
    const move = (to: OrderStatus, when: Date, detail = "") => {
      o.events.push({ field: "status", from: o.status, to, at: when, detail });
      o.status = to;
    };
    const ship = (when: Date) => {
      o.carrier = pick(CARRIER_CHOICES);
      o.trackingCode =
        o.carrier === "correios" ? `QB${String(100000000 + i * 131).slice(0, 9)}BR` : `LFT${String(500000 + i * 17)}`;
      o.shippedAt = when;
      move(
        "shipped",
        when,
        `${o.carrier === "correios" ? "Correios" : o.carrier === "jadlog" ? "Jadlog" : "Loggi"} ${o.trackingCode}`,
      );
    };
    const roll = random();
    if (recent?.risky || (!recent && random() < 0.12)) {
      o.riskLevel = recent?.risky ?? (roll < 0.5 ? "high" : "medium");
      o.riskReasons =
        o.riskLevel === "high"
          ? ["3 pedidos em 24 horas com o mesmo telefone", "CEP de outra cidade"]
          : ["Email de domínio descartável"];
    }
    // Customer confirmation, when the order got that far.
    if (past(at(0.4)) && roll > 0.1) {
      o.confirmedAt = at(0.4);
      o.events.push({ field: "confirmation", from: "", to: "confirmed", at: at(0.4) });
    }
    if (o.riskLevel === "high") move("review", at(0.01), "risco alto");
    if (!past(at(1))) continue; // newest: still novo / em análise
    if (!recent && roll < 0.05) {
      move("cancelled", at(1), "cliente desistiu");
      continue;
    }
    if (o.riskLevel === "high") o.events.push({ field: "risk", from: "high", to: "approved", at: at(0.9) });
    move("confirmed", at(1));
    if (!past(at(2))) continue;
    ship(at(2));
    if (!past(at(5))) continue;
    const fails = recent ? recent.fails === true : random() < 0.14;
    if (fails) {
      o.failureReason = pick(FAILURES);
      o.failedAt = at(5);
      move(
        "failed",
        at(5),
        `motivo: ${o.failureReason === "absent" ? "ausente" : o.failureReason === "wrong_address" ? "endereço incorreto" : "recusado"}`,
      );
      if (!past(at(6))) continue;
      if (o.failureReason === "refused") {
        move("cancelled", at(6));
        continue;
      }
      move("reshipping", at(6));
      if (!past(at(7))) continue;
      ship(at(7));
      if (!past(at(10))) continue;
    }
    const deliveredAt = fails ? at(10) : at(5);
    move("delivered", deliveredAt);
    o.deliveredAt = deliveredAt;
    o.paymentDueAt = dueAfter(deliveredAt);
    // Most pay within the week; some late; some never.
    const payRoll = random();
    const paidAfter = payRoll < 0.62 ? 1 + random() * 5 : payRoll < 0.78 ? 8 + random() * 10 : null;
    if (paidAfter !== null && past(new Date(deliveredAt.getTime() + paidAfter * DAY))) {
      o.paidAt = new Date(deliveredAt.getTime() + paidAfter * DAY);
      o.paymentMethod = pick(["pix", "pix", "card", "boleto"]);
      o.events.push({ field: "payment_status", from: "pending", to: "paid", at: o.paidAt, detail: o.paymentMethod });
      o.paymentStatus = "paid";
    } else if (paidAfter === null && past(new Date(o.paymentDueAt.getTime() + 3 * DAY))) {
      o.events.push({
        field: "payment_status",
        from: "pending",
        to: "unpaid",
        at: new Date(o.paymentDueAt.getTime() + 3 * DAY),
        detail: "sem pagamento após o vencimento",
      });
      o.paymentStatus = "unpaid";
    }
  }

  // The repeat non-payer: delivered and never paid, then refused at the door, then held for review.
  const bad = plan.length;
  const base = (k: number, ageDays: number): DemoOrder => ({
    ...plan[0]!,
    ...notYetPlaced(),
    key: bad + k,
    createdAt: new Date(now.getTime() - ageDays * DAY),
    productHandle: "lift-detox-black",
    quantity: 1,
    unitCents: priceOf.get("lift-detox-black") ?? 14700,
    source: "funnel",
    objective: "emagrecer",
    name: DEMO_BLOCKED.name,
    email: `rogerio.tavares.${k}@exemplo.com.br`,
    phone: DEMO_BLOCKED.phone,
    cpf: DEMO_BLOCKED.cpf,
    place: PLACES[5],
    referencePoint: "",
  });
  const first = base(0, 70);
  first.events = [
    { field: "status", from: "new", to: "confirmed", at: new Date(first.createdAt.getTime() + DAY) },
    {
      field: "status",
      from: "confirmed",
      to: "shipped",
      at: new Date(first.createdAt.getTime() + 2 * DAY),
      detail: "Correios QB990000001BR",
    },
    { field: "status", from: "shipped", to: "delivered", at: new Date(first.createdAt.getTime() + 5 * DAY) },
    {
      field: "payment_status",
      from: "pending",
      to: "unpaid",
      at: new Date(first.createdAt.getTime() + 16 * DAY),
      detail: "sem pagamento após o vencimento",
    },
  ];
  Object.assign(first, {
    status: "delivered",
    paymentStatus: "unpaid",
    carrier: "correios",
    trackingCode: "QB990000001BR",
    shippedAt: new Date(first.createdAt.getTime() + 2 * DAY),
    deliveredAt: new Date(first.createdAt.getTime() + 5 * DAY),
    paymentDueAt: dueAfter(new Date(first.createdAt.getTime() + 5 * DAY)),
  });
  const second = base(1, 40);
  second.riskLevel = "medium";
  second.riskReasons = [`CPF com pedido entregue e não pago`];
  second.events = [
    { field: "status", from: "new", to: "confirmed", at: new Date(second.createdAt.getTime() + DAY) },
    {
      field: "status",
      from: "confirmed",
      to: "shipped",
      at: new Date(second.createdAt.getTime() + 2 * DAY),
      detail: "Correios QB990000002BR",
    },
    {
      field: "status",
      from: "shipped",
      to: "failed",
      at: new Date(second.createdAt.getTime() + 5 * DAY),
      detail: "motivo: recusado",
    },
    { field: "status", from: "failed", to: "cancelled", at: new Date(second.createdAt.getTime() + 6 * DAY) },
  ];
  Object.assign(second, {
    status: "cancelled",
    carrier: "correios",
    trackingCode: "QB990000002BR",
    shippedAt: new Date(second.createdAt.getTime() + 2 * DAY),
    failureReason: "refused",
    failedAt: new Date(second.createdAt.getTime() + 5 * DAY),
  });
  const third = base(2, 20);
  third.riskLevel = "high";
  third.riskReasons = ["CPF com pedido entregue e não pago", "Telefone com entrega frustrada (recusado)"];
  third.events = [
    { field: "status", from: "new", to: "review", at: new Date(third.createdAt.getTime() + 60_000), detail: "risco alto" },
    {
      field: "status",
      from: "review",
      to: "cancelled",
      at: new Date(third.createdAt.getTime() + DAY),
      detail: "comprador bloqueado",
    },
  ];
  third.status = "cancelled";
  return [...plan, first, second, third].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A visit id in the API's UUID shape, from a counter. */
function visitId(n: number): string {
  const hex = (n * 2654435761 + 0x1234567).toString(16).padStart(12, "0").slice(-12);
  return `5eed0000-0000-4000-8000-${hex}`;
}

async function insertChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/** Inserts the demo orders, their customers, events, reminders, blocked buyers and quiz visits (in the caller's transaction). */
export async function insertDemoOrders(db: Database, now: Date = new Date()): Promise<{ orders: number }> {
  const plan = demoOrderPlan(now);
  const rows = rowsOf<{ id: number; handle: string }>(await db.execute(sql`SELECT id, handle FROM products`));
  const productId = new Map(rows.map((r) => [r.handle, Number(r.id)]));
  const names = new Map(seedProducts.map((p) => [p.handle, p.name]));

  // One customer per CPF (the repeat buyer has one row).
  const byCpf = new Map<string, DemoOrder>();
  for (const o of plan) if (!byCpf.has(o.cpf)) byCpf.set(o.cpf, o);
  const customerRows = await insertCustomers(
    db,
    [...byCpf.values()].map((o) => ({
      name: o.name,
      email: o.email,
      cpf: o.cpf,
      phone: o.phone,
      address: `${o.place.street}, ${100 + o.key}`,
      city: o.place.city,
      state: o.place.state,
      postalCode: o.place.cep,
      createdAt: o.createdAt,
    })),
  );
  const customerId = new Map(customerRows.map((c) => [c.cpf!, c.id]));

  const orderRows = await insertOrders(
    db,
    plan.map((o) => ({
      customerId: customerId.get(o.cpf)!,
      totalCents: o.unitCents * o.quantity,
      deliveryAddress: `${o.place.street}, ${100 + o.key}, ${o.place.hood}, ${o.place.city}, ${o.place.state}, ${o.place.cep}`,
      customerName: o.name,
      customerEmail: o.email,
      customerPhone: o.phone,
      customerCpf: o.cpf,
      deliveryPostalCode: o.place.cep,
      deliveryStreet: o.place.street,
      deliveryNumber: String(100 + o.key),
      deliveryComplement: o.key % 4 === 0 ? `Apto ${10 + (o.key % 90)}` : "",
      deliveryNeighborhood: o.place.hood,
      deliveryCity: o.place.city,
      deliveryState: o.place.state,
      deliveryReferencePoint: o.referencePoint,
      status: o.status,
      paymentStatus: o.paymentStatus,
      source: o.source,
      idempotencyKey: `demo-${o.key}`,
      deliveredAt: o.deliveredAt,
      paymentDueAt: o.paymentDueAt,
      paidAt: o.paidAt,
      paymentMethod: o.paymentMethod,
      riskLevel: o.riskLevel,
      riskReasons: o.riskReasons,
      confirmedAt: o.confirmedAt,
      carrier: o.carrier,
      trackingCode: o.trackingCode,
      shippedAt: o.shippedAt,
      failureReason: o.failureReason,
      failedAt: o.failedAt,
      createdAt: o.createdAt,
      updatedAt: o.events.at(-1)?.at ?? o.createdAt,
      lines: [
        {
          productId: productId.get(o.productHandle)!,
          productName: names.get(o.productHandle) ?? o.productHandle,
          quantity: o.quantity,
          priceCents: o.unitCents,
        },
      ],
    })),
  );
  const orderId = new Map(orderRows.map((r) => [r.idempotencyKey!, r.id]));
  const idOf = (o: DemoOrder) => orderId.get(`demo-${o.key}`)!;
  const events = plan.flatMap((o) =>
    o.events.map((e) => ({
      orderId: idOf(o),
      field: e.field,
      fromValue: e.from,
      toValue: e.to,
      actor:
        e.field === "confirmation"
          ? "cliente"
          : e.field === "payment_status" && e.to === "paid" && e.detail !== "pix"
            ? "provedor de pagamento"
            : "admin",
      detail: e.detail ?? "",
      createdAt: e.at,
    })),
  );
  await insertOrderEvents(db, events);
  // Reminders of the past were sent then: the reminder job starts quiet.
  const unpaid = plan.filter((o) => o.status === "delivered" && o.paymentStatus !== "paid");
  if (unpaid.length) {
    await db
      .insert(orderReminders)
      .values(
        unpaid.flatMap((o) =>
          (["before_due", "overdue"] as const).map((kind) => ({ orderId: idOf(o), kind, sentAt: o.paymentDueAt ?? o.createdAt })),
        ),
      );
  }
  await db.insert(blockedBuyers).values([
    {
      kind: "cpf",
      value: DEMO_BLOCKED.cpf,
      reason: "Pedido entregue e não pago; segundo pedido recusado na entrega.",
      blockedBy: "admin",
      createdAt: new Date(now.getTime() - 19 * DAY),
    },
    {
      kind: "phone",
      value: DEMO_BLOCKED.phone,
      reason: "Mesmo telefone do comprador bloqueado por CPF.",
      blockedBy: "admin",
      createdAt: new Date(now.getTime() - 19 * DAY),
    },
  ]);

  // Quiz visits: each plan order came from one; about twice as many stopped on the way.
  const visits: (typeof quizEvents.$inferInsert)[] = [];
  let n = 0;
  for (const o of plan) {
    const extra = o.objective ? 2 : 0;
    for (let v = 0; v <= extra; v++) {
      const ordered = v === 0 && o.objective !== null;
      const id = visitId(++n);
      const objective = o.objective ?? OBJECTIVES[n % OBJECTIVES.length]!;
      const start = new Date(o.createdAt.getTime() - (ordered ? 20 : 60 + v * 30) * 60_000);
      const stop = ordered ? TRACKED_STEPS.length : (n * 7) % (TRACKED_STEPS.length + 2);
      let t = start.getTime();
      const tick = () => new Date((t += 40_000));
      visits.push({ visitId: id, kind: "started", createdAt: start });
      for (const step of TRACKED_STEPS.slice(0, stop))
        visits.push({ visitId: id, kind: "step", step, objective, createdAt: tick() });
      if (stop >= TRACKED_STEPS.length) {
        visits.push({ visitId: id, kind: "completed", objective, createdAt: tick() });
        if (ordered || n % 2 === 0) visits.push({ visitId: id, kind: "plan_viewed", objective, createdAt: tick() });
        if (ordered) visits.push({ visitId: id, kind: "order_placed", objective, createdAt: o.createdAt });
      }
    }
  }
  // A visit's events must not land in the future.
  const kept = visits.filter((v) => (v.createdAt as Date).getTime() <= now.getTime());
  await insertChunks(kept, 800, (chunk) => db.insert(quizEvents).values(chunk));
  return { orders: plan.length };
}
