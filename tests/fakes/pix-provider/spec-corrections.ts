// The ONE place where the fake corrects the Central Bank's API Pix file
// (../shared/spec/pix-api/openapi.yaml, release 2.9.0), in memory, never on disk.
// Each correction is narrow, says why, and checks that the mistake is still
// there: if a new release fixes it, `applySpecCorrections` throws and this list
// must shrink. Validation itself is never switched off.
//
// Known and deliberately NOT corrected (our client never sends or reads them):
// - PayloadLocationCob requires `tipoCob`, though the spec's own request example
//   (cobBody1) sends `loc: { id }` only: the shop never sends `loc`.
// - Pix.txid is `allOf: [TxId (26–35), 1–35]`, which narrows instead of widening
//   (a static QR's short txid fails): the fake only makes Pix for cobv charges.
// - Example values (cobBody1's `modalidade: "2"` as text, pixResponse2's 35-char
//   endToEndId, pixWebhook1's `devolucoes` object): examples, not schemas.

/** A schema (OpenAPI or JSON Schema): keywords whose values are read as unknown until checked. */
export type SchemaObject = { [keyword: string]: unknown };
export interface Reference {
  $ref: string;
}
export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: SchemaObject;
}
export interface MediaType {
  schema?: SchemaObject;
}
export interface RequestBody {
  required?: boolean;
  content?: Record<string, MediaType>;
}
export interface ResponseObject {
  content?: Record<string, MediaType>;
}
export interface Operation {
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  /** name → runtime expression → path item (the callback's POST). */
  callbacks?: Record<string, Record<string, { post?: Operation }>>;
}
export const HTTP_METHODS = ["get", "put", "post", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type PathItem = { parameters?: (Parameter | Reference)[] } & Partial<Record<HttpMethod, Operation>>;

/** The parts of the parsed openapi.yaml the validator reads (the file itself is the BCB's, read-only). */
export interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, RequestBody>;
    responses?: Record<string, ResponseObject>;
  };
}

/** The object at `keys` under `node`, or undefined where a step is not an object. */
export function objectAt(node: unknown, ...keys: (string | number)[]): SchemaObject | undefined {
  let current = node;
  for (const key of keys) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current && typeof current === "object" ? (current as SchemaObject) : undefined;
}

export interface SpecCorrection {
  id: string;
  /** Which schemas or parameters it touches. */
  where: string;
  reason: string;
  /** Changes `doc` in place; throws when the mistake is no longer there. */
  apply(doc: OpenApiDocument): void;
}

/** Visits every object in the document (depth first) with its JSON path. */
function walk(node: unknown, visit: (value: Record<string, unknown>, at: string) => void, at = "#"): void {
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, visit, `${at}/${i}`));
  else if (node && typeof node === "object") {
    visit(node as Record<string, unknown>, at);
    for (const [key, value] of Object.entries(node)) walk(value, visit, `${at}/${key}`);
  }
}

/** Replaces every `pattern` equal to one of `from`'s keys; returns how many were replaced per key. */
function replacePatterns(doc: OpenApiDocument, from: Record<string, string>): Record<string, number> {
  const counts = Object.fromEntries(Object.keys(from).map((p) => [p, 0]));
  walk(doc, (node) => {
    const pattern = node.pattern;
    if (typeof pattern === "string" && pattern in from) {
      node.pattern = from[pattern];
      counts[pattern]! += 1;
    }
  });
  return counts;
}

function expectEveryReplaced(id: string, counts: Record<string, number>): void {
  const missing = Object.entries(counts).filter(([, n]) => n === 0);
  if (missing.length) throw new Error(`Correção ${id}: padrão não encontrado (${missing.map(([p]) => p).join(", ")})`);
}

function schema(doc: OpenApiDocument, name: string): SchemaObject {
  const found = doc.components.schemas[name];
  if (!found) throw new Error(`Esquema ${name} não existe no arquivo da API Pix`);
  return found;
}

export const specCorrections: SpecCorrection[] = [
  {
    id: "cpf-pattern-is-a-regex-literal",
    where: "PessoaFisica.cpf, PessoaFisicaRecorrencia.cpf, CPF.cpf, ParametrosConsultaPix.cpf, the `cpf` query parameters",
    reason:
      'The pattern is written as a JavaScript regex literal, "/^\\d{11}$/": as a JSON Schema pattern it demands the slashes, so every real CPF (the spec\'s own examples: "12345678909") fails. Corrected to ^\\d{11}$.',
    apply(doc) {
      expectEveryReplaced(this.id, replacePatterns(doc, { "/^\\d{11}$/": "^\\d{11}$" }));
    },
  },
  {
    id: "value-patterns-not-anchored",
    where: "every money value (\\d{1,10}\\.\\d{2}), TxId, EndToEndId, rtrId and DevolucaoId",
    reason:
      'JSON Schema patterns match anywhere in the text, so "1234.567" or "R$ 10.00" pass as money and a 40-character txid passes TxId. The spec\'s text says the whole value obeys the pattern ("1.00", "123.99"; txid of 26 to 35 characters). Anchored with ^…$ so the fake refuses what a PSP would.',
    apply(doc) {
      expectEveryReplaced(
        this.id,
        replacePatterns(doc, {
          "\\d{1,10}\\.\\d{2}": "^\\d{1,10}\\.\\d{2}$",
          "[a-zA-Z0-9]{26,35}": "^[a-zA-Z0-9]{26,35}$",
          "[a-zA-Z0-9]{32}": "^[a-zA-Z0-9]{32}$",
          "[a-zA-Z0-9]{1,35}": "^[a-zA-Z0-9]{1,35}$",
        }),
      );
    },
  },
  {
    id: "recebedor-address-required-at-the-top",
    where: "DadosRecebedor (used by CobVGerada, CobVCompleta, CobVPayload)",
    reason:
      "DadosRecebedor lists required: [logradouro, cidade, uf, cep] at its top level, so a cobv answer must carry the receiver's address beside txid and valor. The same list is already required inside `recebedor` (its allOf), where the spec's example (cobResponse4) puts it. The top-level list is removed.",
    apply(doc) {
      const target = schema(doc, "DadosRecebedor");
      if (JSON.stringify(target.required) !== JSON.stringify(["logradouro", "cidade", "uf", "cep"])) {
        throw new Error(`Correção ${this.id}: DadosRecebedor.required mudou`);
      }
      delete target.required;
    },
  },
  {
    id: "pix-list-requires-cobs",
    where: "PixConsultados.required",
    reason:
      'The list of received Pix requires "cobs" but its array is named "pix" (properties and the example getPix1): a correct answer fails. "cobs" becomes "pix".',
    apply(doc) {
      const target = schema(doc, "PixConsultados");
      const required = Array.isArray(target.required) ? (target.required as unknown[]) : [];
      const i = required.indexOf("cobs");
      if (i < 0 || !objectAt(target, "properties", "pix")) throw new Error(`Correção ${this.id}: PixConsultados mudou`);
      required[i] = "pix";
    },
  },
  {
    id: "desconto-oneof-first-branch-requires-nothing",
    where: "CobVValor.desconto.oneOf[0]",
    reason:
      "The first branch (descontoDataFixa) requires nothing, so a discount by percentage per day (modalidade 3 to 6, which sends only valorPerc) matches both branches and `oneOf` refuses it. The spec's text says modalidade 1–2 use descontoDataFixa: the first branch now requires it.",
    apply(doc) {
      const branch = objectAt(schema(doc, "CobVValor"), "properties", "desconto", "oneOf", 0);
      if (!branch || !objectAt(branch, "properties", "descontoDataFixa") || branch.required) {
        throw new Error(`Correção ${this.id}: desconto mudou`);
      }
      branch.required = ["descontoDataFixa"];
    },
  },
  {
    id: "cobv-loc-requires-txid",
    where: "CobVGerada.loc.required (so also CobVCompleta)",
    reason:
      'A cobv answer\'s `loc` must have "txid", a property the location schema (PayloadLocation: id, location, tipoCob, criacao) does not have; the spec\'s own answer example (cobResponse4) has no loc.txid, and the charge\'s txid is already at the top. "txid" is dropped from that list.',
    apply(doc) {
      const parts = schema(doc, "CobVGerada").allOf;
      const loc = (Array.isArray(parts) ? (parts as unknown[]) : [])
        .map((part) => objectAt(part, "properties", "loc"))
        .find(Boolean);
      if (!loc || JSON.stringify(loc.required) !== JSON.stringify(["id", "txid", "tipoCob", "criacao"])) {
        throw new Error(`Correção ${this.id}: CobVGerada.loc.required mudou`);
      }
      loc.required = ["id", "tipoCob", "criacao"];
    },
  },
  {
    id: "location-is-not-an-absolute-uri",
    where: "PayloadLocation.location",
    reason:
      'The location is declared `format: uri`, but it is the payload address without its scheme (the spec\'s example "pix.example.com/qr/v2/…"; the BR Code carries it so, and PSPs answer so): every real answer fails. The format is removed; maxLength 77 stays.',
    apply(doc) {
      const location = objectAt(schema(doc, "PayloadLocation"), "properties", "location");
      if (!location || location.format !== "uri") throw new Error(`Correção ${this.id}: PayloadLocation.location mudou`);
      delete location.format;
    },
  },
];

/** Applies every correction to `doc` (in place) and returns it. */
export function applySpecCorrections(doc: OpenApiDocument): OpenApiDocument {
  for (const correction of specCorrections) correction.apply(doc);
  return doc;
}
