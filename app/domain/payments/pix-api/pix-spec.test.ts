// The fake provider's referee: openapi.yaml as corrected in spec-corrections.ts.
// These tests prove the validation is on (a malformed request is refused) and
// that each correction is needed and narrow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestCertificates, type TestCertificates } from "../../../../tests/fakes/pix-provider/certificates";
import { startFakePixProvider, type FakePixProvider } from "../../../../tests/fakes/pix-provider/fake-pix-provider";
import { loadPixSpec } from "../../../../tests/fakes/pix-provider/spec";
import { specCorrections } from "../../../../tests/fakes/pix-provider/spec-corrections";
import { createPixApi } from "./client.server";
import { isPixApiError } from "./errors.server";
import { silentLogger } from "./test-support.server";

const spec = loadPixSpec();
const TXID = "L3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b00";
const valid = {
  calendario: { dataDeVencimento: "2026-12-05", validadeAposVencimento: 30 },
  devedor: { cpf: "52998224725", nome: "Maria da Silva" },
  valor: { original: "147.90" },
  chave: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
};
const putCobv = () => spec.operation("PUT", `/cobv/${TXID}`)!;

describe("the API Pix spec as the fake's referee", () => {
  it("accepts the spec's own kind of request and refuses malformed ones, naming the field", () => {
    expect(spec.validateRequest(putCobv(), new URLSearchParams(), valid)).toEqual([]);
    const cases: [string, unknown, RegExp][] = [
      ["amount with three decimals", { ...valid, valor: { original: "147.905" } }, /valor\/original/],
      ["amount with a currency sign", { ...valid, valor: { original: "R$ 147.90" } }, /valor\/original/],
      ["CPF with punctuation", { ...valid, devedor: { cpf: "529.982.247-25", nome: "Maria" } }, /devedor/],
      ["no due date", { ...valid, calendario: {} }, /dataDeVencimento/],
      ["a date that is not a date", { ...valid, calendario: { dataDeVencimento: "05/12/2026" } }, /dataDeVencimento/],
      ["no debtor", { ...valid, devedor: undefined }, /devedor/],
      [
        "fine of an unknown kind",
        { ...valid, valor: { original: "1.00", multa: { modalidade: 7, valorPerc: "2.00" } } },
        /multa/,
      ],
    ];
    for (const [label, body, where] of cases) {
      const violations = spec.validateRequest(putCobv(), new URLSearchParams(), JSON.parse(JSON.stringify(body)));
      expect(violations.join("\n"), label).toMatch(where);
    }
    // A txid outside 26–35 letters and digits, in the path.
    expect(spec.validateRequest(spec.operation("PUT", "/cobv/curto")!, new URLSearchParams(), valid).join()).toMatch(/path txid/);
    expect(spec.validateRequest(spec.operation("PUT", `/cobv/${"a".repeat(36)}`)!, new URLSearchParams(), valid).join()).toMatch(
      /path txid/,
    );
  });

  it("checks answers too: a cobv answer without its receiver or status is a violation", () => {
    const answer = {
      calendario: { criacao: "2026-11-28T15:00:00Z", dataDeVencimento: "2026-12-05", validadeAposVencimento: 30 },
      txid: TXID,
      revisao: 0,
      loc: { id: 1, location: "pix.example.com/qr/v2/cobv/abc", tipoCob: "cobv", criacao: "2026-11-28T15:00:00Z" },
      location: "pix.example.com/qr/v2/cobv/abc",
      status: "ATIVA",
      devedor: valid.devedor,
      recebedor: { cnpj: "12345678000195", nome: "Lift", logradouro: "Rua A, 1", cidade: "Sao Paulo", uf: "SP", cep: "01305000" },
      valor: valid.valor,
      chave: valid.chave,
    };
    expect(spec.validateResponse(putCobv(), 201, "application/json", answer)).toEqual([]);
    const { recebedor: _r, ...withoutReceiver } = answer;
    expect(spec.validateResponse(putCobv(), 201, "application/json", withoutReceiver).join()).toMatch(/recebedor/);
    expect(spec.validateResponse(putCobv(), 201, "application/json", { ...answer, status: "PAGA" }).join()).toMatch(/status/);
    expect(spec.validateResponse(putCobv(), 200, "application/json", answer).join()).toMatch(/não declarada/);
    expect(spec.validateResponse(putCobv(), 500, "application/json", {}).join()).toMatch(/problem\+json/);
  });

  it("lists each correction with its reason, and each one is needed", () => {
    expect(specCorrections.map((c) => c.id)).toEqual([
      "cpf-pattern-is-a-regex-literal",
      "value-patterns-not-anchored",
      "recebedor-address-required-at-the-top",
      "pix-list-requires-cobs",
      "desconto-oneof-first-branch-requires-nothing",
      "cobv-loc-requires-txid",
      "location-is-not-an-absolute-uri",
    ]);
    for (const correction of specCorrections) expect(correction.reason.length, correction.id).toBeGreaterThan(80);
    // A percentage-per-day discount (modalidade 5 sends only valorPerc) passes only because of the oneOf correction.
    const perDay = { ...valid, valor: { original: "100.00", desconto: { modalidade: 5, valorPerc: "0.10" } } };
    expect(spec.validateRequest(putCobv(), new URLSearchParams(), perDay)).toEqual([]);
    // An empty list of received Pix is a valid answer (the list schema required "cobs").
    const list = {
      parametros: {
        inicio: "2026-11-01T00:00:00Z",
        fim: "2026-11-02T00:00:00Z",
        paginacao: { paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: 0 },
      },
      pix: [],
    };
    expect(spec.validateResponse(spec.operation("GET", "/pix")!, 200, "application/json", list)).toEqual([]);
    const { pix: _p, ...withoutPix } = list;
    expect(spec.validateResponse(spec.operation("GET", "/pix")!, 200, "application/json", withoutPix).join()).toMatch(/pix/);
  });
});

describe("the fake refuses what the spec refuses", () => {
  let certificates: TestCertificates;
  let fake: FakePixProvider;
  beforeAll(async () => {
    certificates = makeTestCertificates();
    fake = await startFakePixProvider({ certificates });
  });
  afterAll(async () => {
    await fake.stop();
    certificates.remove();
  });

  it("answers a malformed charge with 400 and its violations, records them, and creates nothing", async () => {
    const api = createPixApi(
      {
        apiUrl: fake.apiUrl,
        oauthUrl: fake.oauthUrl,
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        certificate: { kind: "pem", certFile: certificates.clientCertFile, keyFile: certificates.clientKeyFile },
        caFile: certificates.caFile,
        profile: "padrao",
        appKey: undefined,
        webhookMtls: true,
      },
      { logger: silentLogger },
    );
    try {
      const error = await api.putCobv(TXID, { ...valid, valor: { original: "147.9" } } as never).catch((e: unknown) => e);
      expect(isPixApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 400, retryable: false, kind: "http" });
      const problem = (error as { problem: { type: string; violacoes: { razao: string }[] } }).problem;
      expect(problem.type).toBe("https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida");
      expect(problem.violacoes.map((v) => v.razao).join()).toMatch(/valor\/original/);
      expect(fake.charges.size).toBe(0);
      expect(fake.takeViolations().join("\n")).toMatch(/PUT \/cobv\/\{txid\} ← corpo\/valor\/original/);
      fake.expectNoViolations();
    } finally {
      api.close();
    }
  });
});
