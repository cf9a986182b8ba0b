import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  canMovePayment,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusLabel,
  sqlValueList,
  trackingUrl,
} from "./order-status";

describe("order status", () => {
  it("follows the life cycle novo → em análise → confirmado → enviado → entregue / frustrado → reenvio", () => {
    expect(canMoveOrder("new", "review")).toBe(true);
    expect(canMoveOrder("review", "confirmed")).toBe(true);
    expect(canMoveOrder("confirmed", "shipped")).toBe(true);
    expect(canMoveOrder("shipped", "delivered")).toBe(true);
    expect(canMoveOrder("shipped", "failed")).toBe(true);
    expect(canMoveOrder("failed", "reshipping")).toBe(true);
    expect(canMoveOrder("reshipping", "shipped")).toBe(true);
    // Nothing ships unconfirmed or under review; final states stay final.
    expect(canMoveOrder("new", "shipped")).toBe(false);
    expect(canMoveOrder("review", "shipped")).toBe(false);
    expect(canMoveOrder("delivered", "new")).toBe(false);
    expect(canMoveOrder("cancelled", "confirmed")).toBe(false);
    expect(canMoveOrder("pending", "new")).toBe(false);
  });

  it("labels every status in Portuguese and only moves to known statuses", () => {
    for (const s of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS[s]).toMatch(/^[a-zçãéá ]+$/);
      for (const to of ORDER_TRANSITIONS[s]) expect(ORDER_STATUSES).toContain(to);
    }
    expect(orderStatusLabel("failed")).toBe("frustrado");
    expect(orderStatusLabel("desconhecido")).toBe("desconhecido");
  });

  it("never puts a payment back to pendente", () => {
    expect(canMovePayment("pending", "paid")).toBe(true);
    expect(canMovePayment("paid", "pending")).toBe(false);
    expect(canMovePayment("unpaid", "pending")).toBe(false);
  });

  it("links a tracking code to its carrier, encoded", () => {
    expect(trackingUrl("correios", "AB123456789BR")).toBe(
      "https://rastreamento.correios.com.br/app/index.php?objetos=AB123456789BR",
    );
    expect(trackingUrl("loggi", "a/b")).toBe("https://www.loggi.com/rastreador/a%2Fb");
    expect(trackingUrl("own", "X1")).toBeNull();
    expect(trackingUrl("fedex", "X1")).toBeNull();
    expect(trackingUrl("correios", "")).toBeNull();
  });

  it("writes CHECK lists from the constants", () => {
    expect(sqlValueList(["new", "review"])).toBe("'new', 'review'");
  });
});
