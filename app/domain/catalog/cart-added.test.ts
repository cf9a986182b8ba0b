import { describe, expect, it } from "vitest";
import { decodeAddedLine, encodeAddedLine } from "./cart-added";

describe("the cart line posted without scripts", () => {
  it("round-trips id, quantity and nonce", () => {
    const line = { id: 42, quantity: 2, nonce: "abcDEF123_-x" };
    expect(decodeAddedLine(encodeAddedLine(line))).toEqual(line);
  });

  it("refuses anything else", () => {
    for (const value of [
      null,
      "",
      "42",
      "0.1.abcdefgh",
      "42.0.abcdefgh",
      "42.101.abcdefgh",
      "42.1.short",
      "42.1.abc;def/ghi",
      "99999999999.1.abcdefgh",
    ]) {
      expect(decodeAddedLine(value)).toBeNull();
    }
  });
});
