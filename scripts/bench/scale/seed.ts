// The scale benchmark's data, straight in SQL (generate_series): customers,
// orders with the order's own copy of who and where, their lines and their
// events, in the shapes the shop writes them. Deterministic per order number
// (hashes, not random()), so a run at 2,000 and one at 1,000,000 orders hold
// the same kinds of orders. Old orders are in final states (delivered, paid or
// not, failed, cancelled); the last days hold the new, confirmed and shipped ones.
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** A hash of the order number in [0, 1), one per `salt`. */
const h = (salt: number) => `((hashint4(n * ${salt} + ${salt}) & 2147483647)::float8 / 2147483648)`;

const FIRST = ["Ana", "Bruno", "Carla", "Diego", "Eduarda", "Felipe", "Gabriela", "Heitor", "Isabela", "João", "Larissa", "Marcos", "Natália", "Otávio", "Patrícia", "Rafael", "Sofia", "Tiago", "Vanessa", "Wagner", "Beatriz", "Caio", "Daniela", "Enzo", "Fernanda", "Gustavo", "Helena", "Igor", "Juliana", "Lucas"];
const LAST = ["Silva", "Souza", "Oliveira", "Santos", "Pereira", "Lima", "Costa", "Ferreira", "Almeida", "Ribeiro", "Carvalho", "Gomes", "Martins", "Araújo", "Melo", "Barbosa", "Rocha", "Dias", "Nunes", "Moreira", "Cardoso", "Teixeira", "Correia", "Mendes", "Freitas", "Castro", "Pinto", "Cavalcanti", "Monteiro", "Moura"];
const STATES = ["SP", "SP", "SP", "SP", "RJ", "RJ", "MG", "MG", "BA", "PR", "RS", "PE", "CE", "SC", "GO", "PA", "DF", "ES", "AM", "MA", "PB", "RN", "MT", "MS", "AL", "PI", "SE", "RO", "TO", "AC", "AP", "RR"];
const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

/** Customers number `from`..`to` (ids derived from the number, so orders find them). */
export async function seedCustomers(db: Database, from: number, to: number): Promise<void> {
  await db.execute(
    sql.raw(`
    INSERT INTO customers (id, name, email, cpf, phone, address, city, state, postal_code, created_at, updated_at)
    SELECT md5('scale-customer-' || k)::uuid,
      (${arr(FIRST)})[1 + k % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (k / ${FIRST.length}) % ${LAST.length}] || ' ' || (${arr(LAST)})[1 + (k / 7) % ${LAST.length}],
      'cliente' || k || '@exemplo.com.br',
      lpad((10000000000 + k * 7)::text, 11, '0'),
      '+55' || (11 + k % 80)::text || '9' || lpad((k * 13 % 100000000)::text, 8, '0'),
      'Rua das Palmeiras, ' || (k % 900 + 1), 'Cidade ' || (k % 500), (${arr(STATES)})[1 + k % ${STATES.length}], lpad((k * 31 % 100000000)::text, 8, '0'),
      now() - interval '3 years', now() - interval '3 years'
    FROM generate_series(${from}, ${to}) k
    ON CONFLICT DO NOTHING`),
  );
}

/**
 * Orders number `from`..`to` (by generation index n), spread over the last
 * `days` days, each from one of `customers` customers; their lines and events.
 */
export async function seedOrders(
  db: Database,
  options: { from: number; to: number; customers: number; days: number; productIds: number[] },
): Promise<void> {
  const { from, to, customers, days, productIds } = options;
  const products = `ARRAY[${productIds.join(",")}]`;
  // r: the order's fate; age in days decides what it can have reached.
  await db.execute(
    sql.raw(`
    CREATE TEMP TABLE scale_gen ON COMMIT DROP AS
    SELECT n, 1 + (hashint4(n) & 2147483647) % ${customers} AS k,
      now() - (${h(3)} * ${days}) * interval '1 day' AS created,
      ${h(5)} AS r, ${h(7)} AS p, ${h(11)} AS q, ${h(13)} AS lines
    FROM generate_series(${from}, ${to}) n`),
  );
  await db.execute(
    sql.raw(`
    CREATE TEMP TABLE scale_fate ON COMMIT DROP AS
    SELECT g.*, extract(epoch FROM now() - created) / 86400 AS age,
      CASE
        WHEN extract(epoch FROM now() - created) / 86400 < 1 THEN (CASE WHEN r < 0.6 THEN 'new' WHEN r < 0.65 THEN 'review' ELSE 'confirmed' END)
        WHEN extract(epoch FROM now() - created) / 86400 < 3 THEN (CASE WHEN r < 0.1 THEN 'new' WHEN r < 0.5 THEN 'confirmed' WHEN r < 0.9 THEN 'shipped' ELSE 'cancelled' END)
        WHEN extract(epoch FROM now() - created) / 86400 < 8 THEN (CASE WHEN r < 0.5 THEN 'shipped' WHEN r < 0.85 THEN 'delivered' WHEN r < 0.93 THEN 'failed' ELSE 'cancelled' END)
        ELSE (CASE WHEN r < 0.8 THEN 'delivered' WHEN r < 0.88 THEN 'failed' ELSE 'cancelled' END)
      END AS status
    FROM scale_gen g`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO orders (customer_id, total_cents, delivery_address, customer_name, customer_email, customer_phone, customer_cpf,
      delivery_postal_code, delivery_street, delivery_number, delivery_neighborhood, delivery_city, delivery_state,
      status, payment_status, source, delivered_at, payment_due_at, paid_at, payment_method, risk_level, risk_reasons,
      confirmed_at, status_confirmed_at, carrier, tracking_code, shipped_at, failure_reason, failed_at, created_at, updated_at)
    SELECT c.id, 9900 + (f.n % 40) * 1000, c.address || ', ' || c.city || ', ' || c.state || ', ' || c.postal_code,
      c.name, c.email, c.phone, c.cpf, c.postal_code, 'Rua das Palmeiras', (f.k % 900 + 1)::text, 'Centro', c.city, c.state,
      f.status,
      CASE WHEN f.status = 'delivered' THEN (CASE WHEN f.age < 8 THEN (CASE WHEN f.p < 0.5 THEN 'pending' ELSE 'paid' END)
                                              WHEN f.p < 0.93 THEN 'paid' ELSE 'unpaid' END)
           ELSE 'pending' END,
      CASE WHEN f.q < 0.7 THEN 'checkout' ELSE 'funnel' END,
      CASE WHEN f.status = 'delivered' THEN f.created + interval '4 days' END,
      CASE WHEN f.status = 'delivered' THEN f.created + interval '11 days' END,
      CASE WHEN f.status = 'delivered' AND NOT (f.age < 8 AND f.p < 0.5) AND f.p < 0.93 THEN f.created + interval '6 days' END,
      CASE WHEN f.status = 'delivered' AND NOT (f.age < 8 AND f.p < 0.5) AND f.p < 0.93 THEN 'pix' END,
      CASE WHEN f.q < 0.9 THEN 'low' WHEN f.q < 0.98 THEN 'medium' ELSE 'high' END,
      CASE WHEN f.q < 0.9 THEN '[]'::jsonb ELSE '["CEP fora da área habitual"]'::jsonb END,
      CASE WHEN f.status NOT IN ('new', 'review') AND f.q < 0.6 THEN f.created + interval '2 hours' END,
      CASE WHEN f.status NOT IN ('new', 'review', 'cancelled') THEN f.created + interval '3 hours' END,
      CASE WHEN f.status IN ('shipped', 'delivered', 'failed') THEN 'correios' END,
      CASE WHEN f.status IN ('shipped', 'delivered', 'failed') THEN 'BR' || lpad(f.n::text, 9, '0') || 'BR' END,
      CASE WHEN f.status IN ('shipped', 'delivered', 'failed') THEN f.created + interval '1 day' END,
      CASE WHEN f.status = 'failed' THEN 'absent' END,
      CASE WHEN f.status = 'failed' THEN f.created + interval '4 days' END,
      f.created, f.created
    FROM scale_fate f JOIN customers c ON c.id = md5('scale-customer-' || f.k)::uuid
    ORDER BY f.created`),
  );
  // The orders just written, with their generation index back (by the order's tracking-free key: created + customer).
  await db.execute(
    sql.raw(`
    CREATE TEMP TABLE scale_new ON COMMIT DROP AS
    SELECT o.id, o.status, o.payment_status, o.created_at, o.status_confirmed_at, o.shipped_at, o.delivered_at, o.failed_at, o.paid_at, f.lines, f.n
    FROM orders o JOIN scale_fate f ON f.created = o.created_at AND md5('scale-customer-' || f.k)::uuid = o.customer_id`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO order_items (order_id, product_id, product_name, quantity, price_cents)
    SELECT s.id, p.id, p.name, 1 + s.n % 3, p.price_cents
    FROM scale_new s
    CROSS JOIN LATERAL (SELECT generate_series(0, CASE WHEN s.lines < 0.7 THEN 0 ELSE 1 END) AS line) l
    JOIN products p ON p.id = (${products})[1 + (s.n + l.line * 3) % ${productIds.length}]`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO order_events (order_id, field, from_value, to_value, actor, detail, created_at)
    SELECT s.id, e.field, e.from_value, e.to_value, 'admin', '', e.at
    FROM scale_new s CROSS JOIN LATERAL (VALUES
      ('status', 'new', 'confirmed', s.status_confirmed_at),
      ('status', 'confirmed', 'shipped', s.shipped_at),
      ('status', 'shipped', 'delivered', s.delivered_at),
      ('status', 'shipped', 'failed', s.failed_at),
      ('payment_status', 'pending', 'paid', s.paid_at),
      ('status', 'new', 'cancelled', CASE WHEN s.status = 'cancelled' THEN s.created_at + interval '5 hours' END)
    ) AS e(field, from_value, to_value, at)
    WHERE e.at IS NOT NULL`),
  );
  // Unpaid orders already had their overdue reminder: the backlog is made by the benchmark itself.
  await db.execute(
    sql.raw(`
    INSERT INTO order_reminders (order_id, kind, sent_at)
    SELECT s.id, k.kind, s.created_at + interval '12 days'
    FROM scale_new s CROSS JOIN (VALUES ('before_due'), ('overdue')) k(kind)
    WHERE s.status = 'delivered' AND s.payment_status IN ('pending', 'unpaid') AND s.created_at < now() - interval '12 days'`),
  );
}
