// Writing orders marks the days Resultados summarised as stale (migrations 0022, 0025, 0029): by key,
// never by reading the whole orders table, whatever statistics the trigger's plan was made with. An
// order batch's write ran a hash join over every order before 0029.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { describeEachDatabase } from "../../tests/support/database";

const CUSTOMER = "00000000-0000-4000-8000-00000000c001";
const SUMMARISED_DAY = "2026-07-10";

describeEachDatabase("marking Resultados' days stale", (database) => {
  it("a batch of orders and lines marks their summarised day, and reads no order but its own", async () => {
    const { db } = database();
    await db.execute(sql`INSERT INTO customers (id, name, email) VALUES (${CUSTOMER}, 'C', 'c@example.com')`);
    const [product] = rowsOf<{ id: number }>(
      await db.execute(
        sql`INSERT INTO products (handle, name, price_cents, search_name) VALUES ('p', 'P', 100, 'p') RETURNING id`,
      ),
    );
    // A shop with some history, its statistics up to date, and a day Resultados has summarised.
    await db.execute(sql`
      INSERT INTO orders (customer_id, total_cents, delivery_address, source, created_at)
      SELECT ${CUSTOMER}, 100, 'Rua A, 1', 'checkout', timestamptz '2026-06-01 12:00Z' + g * interval '1 minute'
        FROM generate_series(1, 3000) AS g`);
    await db.execute(sql`ANALYZE orders`);
    await db.execute(sql`INSERT INTO order_results_days (day, stale) VALUES (${SUMMARISED_DAY}, false)`);

    const scans = await db.transaction(async (tx) => {
      // One statement, as an order batch writes them: 40 orders of that day, two lines each.
      await tx.execute(sql`
        WITH new_orders AS (
          INSERT INTO orders (customer_id, total_cents, delivery_address, source, created_at)
          SELECT ${CUSTOMER}, 200, 'Rua B, 2', 'checkout', timestamptz '2026-07-10 15:00Z' FROM generate_series(1, 40)
          RETURNING id)
        INSERT INTO order_items (order_id, product_id, product_name, quantity, price_cents)
        SELECT o.id, ${product!.id}, 'P', q, 100 FROM new_orders o, generate_series(1, 2) AS q`);
      return rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT seq_scan::int AS n FROM pg_stat_xact_user_tables WHERE relname = 'orders'`),
      )[0]!.n;
    });

    expect(scans).toBe(0);
    const [day] = rowsOf<{ stale: boolean }>(
      await db.execute(sql`SELECT stale FROM order_results_days WHERE day = ${SUMMARISED_DAY}`),
    );
    expect(day!.stale).toBe(true);
  });
});
