// The admin's orders list at any size: what the search box matched on, exact
// inputs on exact columns, and pages by key that reach every order (the oldest
// too), newest first, forwards and back, with and without a filter.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, orders } from "~/db/schema";
import { rowsOf } from "~/db/client.server";
import type { AppServices } from "~/services.server";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { listAdminOrders, ORDERS_PAGE_SIZE, orderSearch, parseOrderFilters } from "./orders.server";

describe("orderSearch", () => {
  it("says what an input is and matches exact inputs exactly", () => {
    const kind = (q: string) => orderSearch(q)?.kind;
    expect(kind("#1042")).toBe("number");
    expect(kind("1042")).toBe("number");
    expect(kind("Joana@Example.com")).toBe("email");
    expect(kind("123.456.789-09")).toBe("cpf");
    expect(kind("(11) 98765-4321")).toBe("phone");
    expect(kind("+55 11 98765-4321")).toBe("phone");
    expect(kind("11987654321")).toBe("cpf-or-phone");
    expect(kind("12345678909")).toBe("cpf");
    expect(kind("Joana Silva")).toBe("words");
    expect(kind("Joana")).toBe("start");
    expect(kind("joana@")).toBe("start");
    expect(kind("Joana joana")).toBe("start");
    expect(orderSearch("   ")).toBeNull();
  });
});

describeEachDatabase("Orders list", (database) => {
  let services: AppServices;
  const total = ORDERS_PAGE_SIZE * 2 + 7;

  beforeAll(async () => {
    services = testServices(database());
    const [customer] = await services.db.insert(customers).values({ name: "C", email: "c@example.com" }).returning();
    // Some orders share a creation time: the key (created_at, number) still orders them.
    await services.db.insert(orders).values(
      Array.from({ length: total }, (_, i) => ({
        customerId: customer!.id,
        totalCents: 100,
        deliveryAddress: "Rua A",
        source: "checkout" as const,
        customerName:
          ({ 3: "Joana Prado", 5: "Maria da Silva", 7: "Lia Rocha", 9: "Lia Rochedo" } as Record<number, string>)[i] ??
          `Pessoa ${i}`,
        customerEmail: `p${i}@example.com`,
        customerPhone: `+551198765${String(4000 + i)}`,
        customerCpf: String(10000000000 + i),
        paymentStatus: i % 3 === 0 ? ("unpaid" as const) : ("pending" as const),
        createdAt: new Date(Date.UTC(2026, 5, 1 + Math.floor(i / 2))),
      })),
    );
  });

  const list = (q: Record<string, string>) => listAdminOrders(services, parseOrderFilters(new URLSearchParams(q)));

  async function walk(filter: Record<string, string>) {
    const seen: number[] = [];
    let page = await list(filter);
    expect(page.hasNewer).toBe(false);
    for (;;) {
      seen.push(...page.orders.map((o) => o.number));
      if (!page.hasOlder) break;
      page = await list({ ...filter, apos: String(page.orders.at(-1)!.number) });
      expect(page.hasNewer).toBe(true);
    }
    return seen;
  }

  it("reaches every order page by page, newest first, and back again from the oldest", async () => {
    const all = await services.db.execute(sql`SELECT number FROM orders ORDER BY created_at DESC, number DESC`);
    const expected = rowsOf<{ number: number }>(all).map((r) => Number(r.number));
    expect(await walk({})).toEqual(expected);

    const oldest = await list({ fim: "1" });
    expect(oldest.orders.map((o) => o.number)).toEqual(expected.slice(-ORDERS_PAGE_SIZE));
    expect(oldest.hasOlder).toBe(false);
    const back = await list({ antes: String(oldest.orders[0]!.number) });
    expect(back.orders.map((o) => o.number)).toEqual(expected.slice(-2 * ORDERS_PAGE_SIZE, -ORDERS_PAGE_SIZE));
    expect(back.hasOlder).toBe(true);
    expect((await list({})).total).toBe(total);
  });

  it("pages a filter by key too, and finds exact inputs", async () => {
    const unpaid = await walk({ pagamento: "unpaid" });
    expect(unpaid).toHaveLength(Math.ceil(total / 3));
    expect((await list({ q: "p3@EXAMPLE.com" })).orders.map((o) => o.customerName)).toEqual(["Joana Prado"]);
    expect((await list({ q: "100.000.000-03" })).search).toBe("cpf");
    expect((await list({ q: "100.000.000-03" })).orders.map((o) => o.customerName)).toEqual(["Joana Prado"]);
    expect((await list({ q: "(11) 98765-4003" })).orders.map((o) => o.customerName)).toEqual(["Joana Prado"]);
    // Several words are a name's words, in any order, any case: whole when some name has them all,
    // else the last one begun.
    const names = async (q: string) => (await list({ q })).orders.map((o) => o.customerName);
    expect(await names("joana pra")).toEqual(["Joana Prado"]);
    expect(await names("Prado, JOANA")).toEqual(["Joana Prado"]);
    expect(await names("Maria Silva")).toEqual(["Maria da Silva"]);
    expect(await names("oana prado")).toEqual([]);
    expect(await names("lia rocha")).toEqual(["Lia Rocha"]);
    expect((await names("lia roch")).sort()).toEqual(["Lia Rocha", "Lia Rochedo"]);
    // The first page counts a word search's matches itself: the same total as the count the others run.
    expect((await list({ q: "lia roch" })).total).toBe(2);
    expect((await list({ q: "Pessoa 1" })).total).toBe(1);
    // tsquery's operators in the box are only separators.
    expect(await names("joana & !prado | (x")).toEqual([]);
    expect(await names("joana & prado:*")).toEqual(["Joana Prado"]);
    // One word is the beginning of an email or of a name's word; only when nothing begins with it, text
    // inside names and emails. The list says which.
    const found = async (q: string) => {
      const page = await list({ q });
      return { search: page.search, names: page.orders.map((o) => o.customerName).sort(), total: page.total };
    };
    expect(await found("p3@exam")).toEqual({ search: "start", names: ["Joana Prado"], total: 1 });
    expect(await found("P3@Exam")).toEqual({ search: "start", names: ["Joana Prado"], total: 1 });
    expect(await found("roch")).toEqual({ search: "start", names: ["Lia Rocha", "Lia Rochedo"], total: 2 });
    expect(await found("SILVA")).toEqual({ search: "start", names: ["Maria da Silva"], total: 1 });
    expect(await found("ochedo")).toEqual({ search: "text", names: ["Lia Rochedo"], total: 1 });
    expect(await found("23@example")).toEqual({ search: "text", names: ["Pessoa 23"], total: 1 });
    expect(await found("50%_")).toEqual({ search: "text", names: [], total: 0 });
    // The second page reads the same match the first did.
    const inside = await list({ q: "example.com" });
    expect(inside.search).toBe("text");
    expect(inside.total).toBe(total);
    const next = await list({ q: "example.com", apos: String(inside.orders.at(-1)!.number) });
    expect(next.search).toBe("text");
    expect(next.orders).toHaveLength(ORDERS_PAGE_SIZE);
  });
});
