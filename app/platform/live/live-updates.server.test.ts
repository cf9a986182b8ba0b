import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { connectPostgres, wrapPostgres } from "~/db/postgres.server";
import { blogPosts, products } from "~/db/schema";
import { createLogger } from "~/logger.server";
import { insertProduct } from "../../../tests/support/builders/catalog";
import { describeEachDatabase } from "../../../tests/support/database";
import { createLiveUpdates, type LiveEvent } from "./live-updates.server";

const logger = createLogger("silent", false);

function collect() {
  const events: LiveEvent[] = [];
  return {
    events,
    listener: (e: LiveEvent) => events.push(e),
    async waitFor(predicate: (e: LiveEvent) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!events.some(predicate)) {
        if (Date.now() > deadline) throw new Error(`evento não recebido: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

describeEachDatabase("live updates", (get, kind) => {
  it("announces product and blog changes to subscribers of their topic only", async () => {
    const handle = get();
    const live = createLiveUpdates(handle, logger);
    await live.start();
    const productsSeen = collect();
    const blogSeen = collect();
    live.subscribe(["products"], productsSeen.listener);
    live.subscribe(["blog_posts"], blogSeen.listener);
    const p = await insertProduct(handle.db, { name: "Novo", priceCents: 100 });
    await handle.db.update(products).set({ visible: false }).where(eq(products.id, p.id));
    await productsSeen.waitFor((e) => e.op === "UPDATE" && e.id === p.id);
    expect(productsSeen.events[0]).toMatchObject({ topic: "products", op: "INSERT", id: p.id });
    await handle.db.insert(blogPosts).values({ title: "T", slug: "post-ao-vivo", content: "<p>x</p>", category: "saude" });
    await blogSeen.waitFor((e) => e.slug === "post-ao-vivo");
    expect(blogSeen.events.every((e) => e.topic === "blog_posts")).toBe(true);
    expect(productsSeen.events.every((e) => e.topic === "products")).toBe(true);
    await live.stop();
  });

  it("does not announce a change that was rolled back", async () => {
    const handle = get();
    const live = createLiveUpdates(handle, logger);
    await live.start();
    const seen = collect();
    live.subscribe(["products"], seen.listener);
    await handle.db
      .transaction(async (tx) => {
        await insertProduct(tx, { name: "Fantasma", priceCents: 1 });
        throw new Error("desistiu");
      })
      .catch(() => {});
    const marker = await insertProduct(handle.db, { name: "Marcador", priceCents: 1 });
    await seen.waitFor((e) => e.id === marker.id);
    expect(seen.events).toHaveLength(1);
    await live.stop();
  });

  it.runIf(kind === "postgres")("delivers a change written through one connection to a listener on another", async () => {
    const writer = get();
    const other = wrapPostgres(connectPostgres(writer.url!, 2));
    const live = createLiveUpdates(other, logger);
    await live.start();
    const seen = collect();
    live.subscribe(["products"], seen.listener);
    const p = await insertProduct(writer.db, { name: "Entre processos", priceCents: 1 });
    await seen.waitFor((e) => e.id === p.id);
    await live.stop();
    await other.close();
  });
});
