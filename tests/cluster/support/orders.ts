// Orders through the cluster as shoppers and the admin make them: placed at
// /api/checkout (each from its own address, CPF and phone), then moved by the
// admin's own forms (the bulk bar, the order page), so every job an order
// change writes is written by the app itself, in that change's transaction.
import { randomUUID } from "node:crypto";
import { Client, nextIp, TEST_ADMIN_PASSWORD } from "../../security/support/app";
import { checkoutForm, makeCpf } from "../../security/support/shop";

export interface PlacedOrder {
  number: number;
  /** The buyer's WhatsApp as typed in the form, and in E.164 (what Meta is sent). */
  phone: string;
  e164: string;
}

let phoneCounter = 0;
/** A different mobile number each call: (11) 9XXXX-XXXX. */
export function nextPhone(): { typed: string; e164: string } {
  phoneCounter++;
  const digits = String(70_000_000 + ((process.pid * 7919 + phoneCounter) % 29_999_999)).padStart(8, "0");
  return { typed: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+55119${digits}` };
}

/** Runs `task` over `items`, at most `concurrency` at a time. */
export async function eachLimited<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

/** `count` checkout orders of one product each, `concurrency` at a time; a 5xx or no answer is retried with the same key. */
export async function placeOrders(
  base: string,
  productIds: number[],
  count: number,
  options: { whatsapp?: boolean; concurrency?: number } = {},
): Promise<PlacedOrder[]> {
  return eachLimited(
    Array.from({ length: count }, (_, i) => i),
    options.concurrency ?? 8,
    async (i) => {
      const phone = nextPhone();
      const form = checkoutForm([{ id: productIds[i % productIds.length]!, quantity: 1 }], {
        idempotencyKey: randomUUID(),
        cpf: makeCpf(),
        whatsapp: phone.typed,
        ...(options.whatsapp ? { acceptedWhatsapp: "on" } : {}),
      });
      const client = new Client(base, nextIp());
      for (let attempt = 1; ; attempt++) {
        const res = await client.post("/api/checkout", { form }).catch(() => ({ status: 0, text: "" }));
        const number = Number(/"orderNumber":(\d+)/.exec(res.text)?.[1] ?? Number.NaN);
        if (res.status === 200 && Number.isInteger(number)) return { number, phone: phone.typed, e164: phone.e164 };
        if ((res.status !== 0 && res.status < 500) || attempt >= 5) {
          throw new Error(`pedido ${i + 1}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    },
  );
}

/** The admin, signed in through the proxy (the session is in the database: both processes know it). */
export async function signInAdmin(base: string): Promise<Client> {
  const admin = new Client(base, nextIp());
  const res = await admin.post("/admin", { form: { intent: "login", password: TEST_ADMIN_PASSWORD } });
  if (res.status >= 400 || !admin.cookies.size) throw new Error(`login do admin: HTTP ${res.status}`);
  return admin;
}

/** The bulk bar on /admin/pedidos: `action` on the ticked orders (at most 500 per post); throws unless every one changed. */
export async function bulk(
  admin: Client,
  action: "confirm" | "ship" | "deliver",
  orderIds: string[],
  extra: Record<string, string> = {},
) {
  const form: Record<string, string> = { intent: "bulk", acao: action, ...extra };
  for (const id of orderIds) form[`sel:${id}`] = "on";
  const res = await admin.post("/admin/pedidos", { form });
  if (res.status !== 302 && res.status !== 303 && res.status !== 204) {
    throw new Error(`ação em lote ${action}: HTTP ${res.status} ${res.text.slice(0, 500)}`);
  }
}

/** The carrier's CSV on the bulk bar: every order shipped by Correios with its own tracking code. */
export async function shipByCsv(admin: Client, numbers: number[]): Promise<Map<number, string>> {
  const codes = new Map(numbers.map((n) => [n, `LT${String(n).padStart(9, "0")}BR`]));
  const csv = ["pedido;codigo", ...[...codes].map(([n, code]) => `${n};${code}`)].join("\n");
  const res = await admin.post("/admin/pedidos", {
    form: { intent: "csv", acao: "ship", transportadora: "correios", codigos: csv },
  });
  if (res.status !== 302 && res.status !== 303 && res.status !== 204) {
    throw new Error(`envio por CSV: HTTP ${res.status} ${res.text.slice(0, 500)}`);
  }
  return codes;
}

/** Polls `check` every `everyMs` until it returns true; throws with `what` and the last note after `timeoutMs`. */
export async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean | string>,
  everyMs = 500,
): Promise<number> {
  const started = Date.now();
  let last: boolean | string = false;
  for (;;) {
    last = await check();
    if (last === true) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what}: não aconteceu em ${Math.round(timeoutMs / 1000)} s (${String(last)})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
