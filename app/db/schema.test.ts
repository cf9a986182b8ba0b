// The database enforces the data's rules itself, so no code path can break them.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/database";
import { blogPosts, customers, ebooks, orderItems, orders, products, users, profiles, sessions } from "./schema";

async function rejects(promise: Promise<unknown>, pattern: RegExp) {
  let error: unknown;
  try {
    await promise;
  } catch (e) {
    error = e;
  }
  expect(error, "a write that breaks a rule must fail").toBeDefined();
  const cause = (error as { cause?: unknown }).cause;
  const text = `${(error as Error).message} ${cause instanceof Error ? cause.message : typeof cause === "string" ? cause : ""}`;
  expect(text).toMatch(pattern);
}

describeEachDatabase("schema constraints", (get) => {
  it("refuses negative prices and totals", async () => {
    const { db } = get();
    await rejects(db.insert(products).values({ name: "Ruim", priceCents: -1 }), /products_price_non_negative/);
    const [customer] = await db.insert(customers).values({ name: "Ana", email: "ana-neg@example.com" }).returning();
    await rejects(
      db.insert(orders).values({ customerId: customer!.id, totalCents: -5, deliveryAddress: "x", source: "checkout" }),
      /orders_total_non_negative/,
    );
  });

  it("keeps customer emails and blog slugs unique", async () => {
    const { db } = get();
    await db.insert(customers).values({ name: "Bia", email: "bia@example.com" });
    await rejects(db.insert(customers).values({ name: "Bia 2", email: "bia@example.com" }), /unique|duplicate/i);
    const post = { title: "T", content: "<p>x</p>", category: "saude" };
    await db.insert(blogPosts).values({ ...post, slug: "unico" });
    await rejects(db.insert(blogPosts).values({ ...post, slug: "unico" }), /unique|duplicate/i);
    await rejects(db.insert(blogPosts).values({ ...post, slug: "Não Slug" }), /blog_posts_slug_format/);
    await rejects(db.insert(blogPosts).values({ ...post, slug: "outro", category: "politica" }), /blog_posts_category_check/);
  });

  it("accepts only the known order and payment statuses", async () => {
    const { db } = get();
    const [customer] = await db.insert(customers).values({ name: "Caio", cpf: "52998224725" }).returning();
    const base = {
      customerId: customer!.id,
      totalCents: 100,
      deliveryAddress: "Rua A, São Paulo, SP, 01000-000",
      source: "funnel" as const,
    };
    const [order] = await db.insert(orders).values(base).returning();
    expect(order!.status).toBe("new");
    expect(order!.paymentStatus).toBe("pending");
    expect(order!.number).toBeGreaterThanOrEqual(1001);
    await rejects(db.execute(sql`UPDATE orders SET status = 'perdido' WHERE id = ${order!.id}`), /orders_status_check/);
    await rejects(
      db.execute(sql`UPDATE orders SET payment_status = 'talvez' WHERE id = ${order!.id}`),
      /orders_payment_status_check/,
    );
  });

  it("needs an email or a CPF to identify a customer", async () => {
    const { db } = get();
    await rejects(db.insert(customers).values({ name: "Sem contato" }), /customers_identified/);
  });

  it("deletes order items with their order, but never a customer or product that has orders", async () => {
    const { db } = get();
    const [product] = await db.insert(products).values({ name: "Produto", priceCents: 1000 }).returning();
    const [customer] = await db.insert(customers).values({ name: "Dani", email: "dani@example.com" }).returning();
    const [order] = await db
      .insert(orders)
      .values({ customerId: customer!.id, totalCents: 2000, deliveryAddress: "x", source: "checkout", idempotencyKey: "k-1" })
      .returning();
    await db
      .insert(orderItems)
      .values({ orderId: order!.id, productId: product!.id, productName: "Produto", quantity: 2, priceCents: 1000 });
    await rejects(db.delete(customers).where(eq(customers.id, customer!.id)), /foreign key|violates/i);
    await rejects(db.delete(products).where(eq(products.id, product!.id)), /foreign key|violates/i);
    await rejects(
      db
        .insert(orders)
        .values({ customerId: customer!.id, totalCents: 1, deliveryAddress: "x", source: "checkout", idempotencyKey: "k-1" }),
      /unique|duplicate/i,
    );
    await rejects(
      db.insert(orderItems).values({ orderId: order!.id, productId: product!.id, productName: "P", quantity: 0, priceCents: 1 }),
      /order_items_quantity_positive/,
    );
    await db.delete(orders).where(eq(orders.id, order!.id));
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))).toHaveLength(0);
  });

  it("removes a user's profile and sessions with the user", async () => {
    const { db } = get();
    const [user] = await db.insert(users).values({ email: "eva@example.com", passwordHash: "x" }).returning();
    await db.insert(profiles).values({ id: user!.id, fullName: "Eva" });
    await db.insert(sessions).values({ idHash: "h1", userId: user!.id, expiresAt: new Date(Date.now() + 1000) });
    await rejects(db.insert(sessions).values({ idHash: "h2", kind: "user", expiresAt: new Date() }), /sessions_user_kind_check/);
    await db.delete(users).where(eq(users.id, user!.id));
    expect(await db.select().from(profiles).where(eq(profiles.id, user!.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.idHash, "h1"))).toHaveLength(0);
  });

  it("keeps e-book prices only on premium e-books", async () => {
    const { db } = get();
    await rejects(db.insert(ebooks).values({ title: "Grátis", premium: false, priceCents: 990 }), /ebooks_price_only_premium/);
    await rejects(db.insert(ebooks).values({ title: "Zero", premium: true, priceCents: 0 }), /ebooks_price_positive/);
    await db.insert(ebooks).values({ title: "Premium", premium: true, priceCents: 2990 });
  });
});
