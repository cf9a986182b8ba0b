import { describe, expect, it } from "vitest";
import { confirmationWhatsappUrl, whatsappNumber } from "./wa-me-link";

describe("WhatsApp confirmation link", () => {
  it("adds the country code and refuses what is not a phone", () => {
    expect(whatsappNumber("(11) 98765-4321")).toBe("5511987654321");
    expect(whatsappNumber("5511987654321")).toBe("5511987654321");
    expect(whatsappNumber("123")).toBeNull();
  });

  it("carries the order, the address and the signed link, encoded", () => {
    const url = confirmationWhatsappUrl({
      phone: "11987654321",
      name: "Maria Silva",
      brandName: "Lift",
      number: 1042,
      totalCents: 14790,
      address: "Rua A, 1 & fundos",
      confirmUrl: "https://lift.test/confirmar/x?exp=1&sig=y",
    });
    expect(url!.startsWith("https://wa.me/5511987654321?text=")).toBe(true);
    const text = decodeURIComponent(url!.split("?text=")[1]!);
    expect(text).toContain("Olá, Maria!");
    expect(text).toContain("pedido #1042");
    expect(text).toContain("Rua A, 1 & fundos");
    expect(text).toContain("https://lift.test/confirmar/x?exp=1&sig=y");
  });
});
