// The setup many database suites share: the suite's services on its own
// database and one product to order. Call it inside describeEachDatabase.
import { afterAll, beforeAll } from "vitest";
import { insertProduct, type NewProduct } from "./builders/catalog";
import type { TestDatabase } from "./database";
import { type TestServices, testServices } from "./services";

export interface ShopSuite {
  services: TestServices;
  productId: number;
}

/** Filled before the suite's first test; the mailer stops after its last. */
export function shopSuite(
  get: () => TestDatabase,
  product: NewProduct = { name: "Lift Detox", priceCents: 14700 },
  env: Record<string, string> = {},
): ShopSuite {
  const suite = {} as ShopSuite;
  beforeAll(async () => {
    suite.services = testServices(get(), env);
    suite.productId = (await insertProduct(suite.services.db, product)).id;
  });
  afterAll(async () => {
    await suite.services?.mailer.stop();
  });
  return suite;
}
