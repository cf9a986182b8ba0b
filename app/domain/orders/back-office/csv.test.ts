import { describe, expect, it } from "vitest";
import { CSV_MESSAGES, csvCell, MAX_TRACKING_CSV_BYTES, MAX_TRACKING_ROWS, parseTrackingCsv, toCsv } from "./csv";

describe("reading the carrier's tracking CSV", () => {
  it("reads ';' with a BOM, a header and CRLF, as pt-BR Excel saves it", () => {
    const csv = parseTrackingCsv(
      "\uFEFFPedido;Código de rastreio;Transportadora\r\n1001;QB123456789BR;Correios\r\n#1002; qb 987654321br ;\r\n",
    );
    expect(csv).toEqual({
      ok: true,
      problems: [],
      rows: [
        { line: 2, number: 1001, trackingCode: "QB123456789BR", carrier: "correios" },
        { line: 3, number: 1002, trackingCode: "QB987654321BR", carrier: null },
      ],
    });
  });

  it("reads ',' and tab separators, quoted cells and no header", () => {
    expect(parseTrackingCsv('1001,"LFT-1"  \n"1002","JAD,001"').ok).toBe(true);
    const comma = parseTrackingCsv('1001,"LFT-0001"\n"1002","JAD001","total express"');
    expect(comma.ok && comma.rows.map((r) => [r.number, r.trackingCode, r.carrier])).toEqual([
      [1001, "LFT-0001", null],
      [1002, "JAD001", "total_express"],
    ]);
    const tab = parseTrackingCsv("1003\tLG0001\tLoggi\r1004\tLG0002\tloggi");
    expect(tab.ok && tab.rows.map((r) => r.carrier)).toEqual(["loggi", "loggi"]);
  });

  it("reports each bad line with its number and keeps the good ones", () => {
    const csv = parseTrackingCsv(
      "pedido;codigo\n1001;QB1\nabc;QB123456789BR\n1002;\n1003;QB<script>\n1004;QB123456789BR;Pombo\n1005;QB123456789BR\n\n1005;QB000000000BR\n",
    );
    if (!csv.ok) throw new Error(csv.message);
    expect(csv.rows.map((r) => r.number)).toEqual([1005]);
    expect(csv.problems).toEqual([
      { line: 2, message: CSV_MESSAGES.code },
      { line: 3, message: CSV_MESSAGES.number },
      { line: 4, message: CSV_MESSAGES.codeMissing },
      { line: 5, message: CSV_MESSAGES.code },
      { line: 6, message: CSV_MESSAGES.carrier },
      { line: 9, message: CSV_MESSAGES.duplicate(7) },
    ]);
  });

  it("refuses, with a message and no exception, what it cannot read", () => {
    expect(parseTrackingCsv("")).toEqual({ ok: false, message: CSV_MESSAGES.empty });
    expect(parseTrackingCsv("\uFEFF\r\n ; \r\n")).toEqual({ ok: false, message: CSV_MESSAGES.empty });
    expect(parseTrackingCsv("pedido;codigo\n")).toEqual({ ok: false, message: CSV_MESSAGES.empty });
    expect(parseTrackingCsv('1001;"QB1234\n1002;X')).toEqual({ ok: false, message: `Linha 1: ${CSV_MESSAGES.unclosedQuote}` });
    expect(parseTrackingCsv("1001;QB\u0000")).toEqual({ ok: false, message: CSV_MESSAGES.unreadable });
    expect(parseTrackingCsv("x".repeat(MAX_TRACKING_CSV_BYTES + 1))).toEqual({ ok: false, message: CSV_MESSAGES.tooLarge });
    const many = Array.from({ length: MAX_TRACKING_ROWS + 1 }, (_, i) => `${2000 + i};QB${100000000 + i}BR`).join("\n");
    expect(parseTrackingCsv(many)).toEqual({ ok: false, message: CSV_MESSAGES.tooManyRows });
  });
});

describe("writing the orders CSV", () => {
  it("starts with a BOM, separates with ';' and ends lines with CRLF", () => {
    const csv = toCsv(
      ["Pedido", "Nome"],
      [
        [1001, "Ana"],
        [1002, "José; filho"],
      ],
    );
    expect(csv.startsWith("\uFEFFPedido;Nome\r\n")).toBe(true);
    expect(csv).toBe('\uFEFFPedido;Nome\r\n1001;Ana\r\n1002;"José; filho"\r\n');
  });

  it("neutralises formulas: = + - @ (and tab/CR first) get an apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+5511999999999")).toBe("'+5511999999999");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("Rua A\nfundos")).toBe('"Rua A\nfundos"');
    expect(csvCell("Ana")).toBe("Ana");
    expect(csvCell(1001)).toBe("1001");
    expect(csvCell(null)).toBe("");
  });
});
