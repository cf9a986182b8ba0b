import { describe, expect, it } from "vitest";
import { buildPixCode, crc16, pixAmount, pixText, pixTxid } from "./static-pix";

/** A small BR Code reader: EMV fields (id, two-digit length, value), nested where the spec nests them. */
function parseEmv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new Error(`campo malformado em ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

function decodePix(code: string) {
  const fields = parseEmv(code);
  const crc = fields.get("63");
  const crcValid = crc !== undefined && code.endsWith(`6304${crc}`) && crc16(code.slice(0, -4)) === crc;
  const account = parseEmv(fields.get("26") ?? "");
  const extra = parseEmv(fields.get("62") ?? "");
  return {
    order: [...fields.keys()],
    formatIndicator: fields.get("00"),
    gui: account.get("00"),
    key: account.get("01"),
    mcc: fields.get("52"),
    currency: fields.get("53"),
    amount: fields.get("54"),
    country: fields.get("58"),
    name: fields.get("59"),
    city: fields.get("60"),
    txid: extra.get("05"),
    crcValid,
  };
}

const KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";

describe("Pix BR Code", () => {
  it("computes CRC16-CCITT-FALSE (check value of '123456789' is 29B1)", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("decodes to the right key, amount, merchant and txid with a valid CRC", () => {
    const code = buildPixCode({
      key: KEY,
      merchantName: "Lift Suplementos Nutrição Ltda",
      merchantCity: "São José dos Campos",
      amountCents: 14790,
      txid: "PEDIDO-1001",
    });
    const pix = decodePix(code);
    expect(pix).toEqual({
      order: ["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"],
      formatIndicator: "01",
      gui: "br.gov.bcb.pix",
      key: KEY,
      mcc: "0000",
      currency: "986",
      amount: "147.90",
      country: "BR",
      name: "Lift Suplementos Nutricao",
      city: "Sao Jose dos Ca",
      txid: "PEDIDO1001",
      crcValid: true,
    });
    expect(pix.name!.length).toBeLessThanOrEqual(25);
    expect(pix.city!.length).toBeLessThanOrEqual(15);
  });

  it("matches a BR Code computed by hand", () => {
    // Fields written out one by one; CRC of everything up to and including "6304".
    const body =
      "000201" +
      "2648" +
      "0014br.gov.bcb.pix" +
      "0126fulano@example.com.br.pix1" +
      "52040000" +
      "5303986" +
      "54041.05" +
      "5802BR" +
      "5905Loja1" +
      "6009Sao Paulo" +
      "6208" +
      "0504AB12" +
      "6304";
    expect(
      buildPixCode({
        key: "fulano@example.com.br.pix1",
        merchantName: "Loja1",
        merchantCity: "São Paulo",
        amountCents: 105,
        txid: "AB12",
      }),
    ).toBe(body + crc16(body));
  });

  it("agrees with the Banco Central manual's example code", () => {
    const example =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(crc16(example.slice(0, -4))).toBe("1D3D");
    expect(decodePix(example)).toMatchObject({
      key: "123e4567-e12b-12d1-a456-426655440000",
      name: "Fulano de Tal",
      city: "BRASILIA",
      txid: "***",
      crcValid: true,
    });
  });

  it("detects a changed amount through the CRC", () => {
    const code = buildPixCode({
      key: KEY,
      merchantName: "Lift",
      merchantCity: "Sao Paulo",
      amountCents: 14700,
      txid: "PEDIDO1001",
    });
    const tampered = code.replace("5406147.00", "54041.00");
    expect(decodePix(tampered).crcValid).toBe(false);
  });

  it("formats amounts from cents and refuses non-positive ones", () => {
    expect(pixAmount(1)).toBe("0.01");
    expect(pixAmount(100)).toBe("1.00");
    expect(pixAmount(123456)).toBe("1234.56");
    expect(() => pixAmount(0)).toThrow();
    expect(() => pixAmount(10.5)).toThrow();
  });

  it("cleans names, cities and txids to what the standard allows", () => {
    expect(pixText("  Açaí & Cia — Ltda ", 25)).toBe("Acai Cia Ltda");
    expect(pixTxid("pedido #1001/2")).toBe("pedido10012");
    expect(pixTxid("---")).toBe("***");
    expect(pixTxid("x".repeat(40))).toHaveLength(25);
  });
});
