import { describe, expect, it } from "vitest";
import { newNonce } from "./security";

describe("CSP nonces", () => {
  it("are 128 random bits in hex, never repeated across pool refills", () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(nonces.every((n) => /^[0-9a-f]{32}$/.test(n))).toBe(true);
    expect(new Set(nonces).size).toBe(1000);
  });
});
