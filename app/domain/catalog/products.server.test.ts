import { expect, it } from "vitest";
import { insertProducts } from "../../../tests/support/builders/catalog";
import { describeEachDatabase } from "../../../tests/support/database";
import { listVisibleCategories, listVisibleProductsPage } from "./products.server";

describeEachDatabase("store pages", (get) => {
  it("pages the visible products by name, counts them all, and lists their categories once", async () => {
    const { db } = get();
    await insertProducts(
      db,
      Array.from({ length: 30 }, (_, i) => ({
        handle: `p-${i}`,
        name: `Produto ${String(i).padStart(2, "0")}`,
        priceCents: 1000 + i,
        category: i % 3 === 0 ? "Sono" : i % 3 === 1 ? "Energia" : "Ômega",
        visible: i !== 5,
      })),
    );
    const first = await listVisibleProductsPage(db, { page: 1, perPage: 24 });
    expect(first.total).toBe(29);
    expect(first.products).toHaveLength(24);
    expect(first.products[0]!.name).toBe("Produto 00");
    expect(first.products.some((p) => p.name === "Produto 05")).toBe(false);
    const second = await listVisibleProductsPage(db, { page: 2, perPage: 24 });
    expect(second.products.map((p) => p.name)).toEqual(["Produto 25", "Produto 26", "Produto 27", "Produto 28", "Produto 29"]);
    const sleep = await listVisibleProductsPage(db, { category: "Sono", page: 1, perPage: 24 });
    expect(sleep.total).toBe(10);
    expect(await listVisibleCategories(db)).toEqual(["Energia", "Ômega", "Sono"]);
  });
});
