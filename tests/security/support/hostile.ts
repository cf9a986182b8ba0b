// fast-check generators of hostile input, and form generators derived from
// the app's zod schemas (field names and enum values read from the schema).
import fc from "fast-check";

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  "1); DELETE FROM users; --",
  "' UNION SELECT password_hash FROM users --",
  "1 OR pg_sleep(5) IS NULL",
  "$1",
  "\\",
  "%' AND 1=1 --",
  '"; SELECT * FROM sessions; --',
];
export const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg onload=alert(1)>",
  "javascript:alert(document.cookie)",
  "{{7*7}}",
  "${7*7}",
  "<!--",
  "]]><x>",
  "<iframe src=//exemplo.com>",
];
export const UNICODE_PAYLOADS = [
  "\u202eabc",
  "\ufeffadmin",
  "e\u0301",
  "\u200b\u200d\u2060",
  "𝕷𝖎𝖋𝖙",
  "😀".repeat(40),
  "\ud800",
  "a\udfffb",
  "ａｄｍｉｎ",
  "İıß",
  "\u0000",
  "a\u0000b",
  "\r\n\r\nSet-Cookie: x=1",
  "\t",
  "   ",
  "",
  "\u0085\u2028\u2029",
];
export const NUMBER_PAYLOADS = [
  "-1",
  "0",
  "-0",
  "1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "9007199254740993",
  "99999999999999999999999",
  "0x1F",
  "1.5",
  "1,5",
  "-100,00",
  "١٢٣",
  "２",
  "1_000",
  " 7 ",
];

/** A string meant to break things; `huge` caps the long ones (a URL cannot carry 300 kB). */
export function hostileString(huge = 300_000): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_PAYLOADS, ...NUMBER_PAYLOADS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("a", "ç", "😀", "'", "<", "9", " "), fc.integer({ min: Math.min(200, huge), max: huge }))
        .map(([c, n]) => c.repeat(Math.ceil(n / c.length))),
    },
  );
}

/** Numbers a JSON body might carry instead of a sane one. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2_147_483_648, 0.5, 1e-9),
  fc.integer(),
  fc.double(),
  fc.constantFrom("1", "", null, true, [], {}, [1], { $gt: 0 }),
);

export const MISSING = Symbol("ausente");
export const REPEATED = Symbol("repetido");
export const FILE = Symbol("arquivo");
export type FieldValue = string | typeof MISSING | typeof REPEATED | typeof FILE;

export interface FormCase {
  fields: Record<string, FieldValue>;
  /** Fields the form does not have (mass assignment, typos, prototype keys). */
  extra: Array<[string, string]>;
  encoding: "urlencoded" | "multipart" | "json" | "raw";
  raw?: Uint8Array;
}

/** Field names and enum values of a zod (mini or classic) object schema. */
export function schemaFields(schema: unknown): Record<string, string[]> {
  const def = (schema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def;
  const shape = def.shape ?? {};
  const out: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(shape)) {
    const fieldDef = (field as { _zod?: { def?: { type?: string; entries?: Record<string, string>; innerType?: unknown } } })._zod
      ?.def;
    const inner =
      fieldDef?.type === "optional" ? (fieldDef.innerType as { _zod?: { def?: typeof fieldDef } })._zod?.def : fieldDef;
    out[name] = inner?.type === "enum" && inner.entries ? Object.values(inner.entries) : [];
  }
  return out;
}

const EXTRA_NAMES = [
  "priceCents",
  "totalCents",
  "price",
  "userId",
  "customerId",
  "role",
  "subscribed",
  "id",
  "__proto__",
  "constructor",
  "status",
  "paymentStatus",
  "isAdmin",
  "email_confirmed_at",
];

/**
 * A form for `fields`: each field keeps its valid value, takes a hostile or
 * enum value, goes missing, repeats or becomes a file; sometimes extra fields
 * ride along; sometimes the body is JSON or raw bytes instead of a form.
 */
export function hostileForm(
  valid: Record<string, string>,
  fields: Record<string, string[]> = {},
  huge = 60_000,
): fc.Arbitrary<FormCase> {
  const names = [...new Set([...Object.keys(valid), ...Object.keys(fields)])];
  const value = (name: string): fc.Arbitrary<FieldValue> =>
    fc.oneof(
      { weight: 5, arbitrary: fc.constant(valid[name] ?? "") },
      { weight: 3, arbitrary: hostileString(huge) },
      ...(fields[name]?.length ? [{ weight: 1, arbitrary: fc.constantFrom(...fields[name]) }] : []),
      { weight: 1, arbitrary: fc.constant<FieldValue>(MISSING) },
      { weight: 1, arbitrary: fc.constant<FieldValue>(REPEATED) },
      { weight: 1, arbitrary: fc.constant<FieldValue>(FILE) },
    );
  // Mostly a valid form with one to three fields spoiled (so the deeper layers are reached), sometimes every field at random.
  const few = fc
    .tuple(
      fc.subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) }),
      fc.array(fc.integer(), { minLength: names.length, maxLength: names.length }),
    )
    .chain(
      ([spoiled]) =>
        fc.record(
          Object.fromEntries(names.map((n) => [n, spoiled.includes(n) ? value(n) : fc.constant<FieldValue>(valid[n] ?? "")])),
        ) as fc.Arbitrary<Record<string, FieldValue>>,
    );
  const many = fc.record(Object.fromEntries(names.map((n) => [n, value(n)]))) as fc.Arbitrary<Record<string, FieldValue>>;
  return fc.record({
    fields: fc.oneof({ weight: 3, arbitrary: few }, { weight: 1, arbitrary: many }),
    extra: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Array<[string, string]>>([]) },
      {
        weight: 1,
        arbitrary: fc.array(
          fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_NAMES), fc.string({ minLength: 1, maxLength: 12 })), hostileString(1000)),
          { maxLength: 3 },
        ),
      },
    ),
    encoding: fc.constantFrom<FormCase["encoding"]>("urlencoded", "urlencoded", "urlencoded", "multipart", "json", "raw"),
    raw: fc.uint8Array({ maxLength: 512 }),
  });
}

/** The request body (and its content type) for a form case. */
export function formBody(c: FormCase): { body: BodyInit; contentType?: string } {
  const entries: Array<[string, string | Blob]> = [];
  for (const [name, v] of Object.entries(c.fields)) {
    if (v === MISSING) continue;
    if (v === REPEATED) entries.push([name, "um"], [name, "dois"]);
    else if (v === FILE)
      entries.push([name, new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff])], { type: "application/pdf" })]);
    else entries.push([name, v]);
  }
  for (const e of c.extra) entries.push(e);
  switch (c.encoding) {
    case "json":
      return {
        body: JSON.stringify(Object.fromEntries(entries.map(([k, v]) => [k, typeof v === "string" ? v : 1]))),
        contentType: "application/json",
      };
    case "raw":
      return { body: new Uint8Array(c.raw ?? []), contentType: "application/x-www-form-urlencoded" };
    case "multipart": {
      const fd = new FormData();
      for (const [k, v] of entries) fd.append(k, v);
      return { body: fd };
    }
    default: {
      const hasFile = entries.some(([, v]) => typeof v !== "string");
      if (hasFile) {
        const fd = new FormData();
        for (const [k, v] of entries) fd.append(k, v);
        return { body: fd };
      }
      const params = new URLSearchParams();
      for (const [k, v] of entries) params.append(k, v as string);
      return { body: params.toString(), contentType: "application/x-www-form-urlencoded" };
    }
  }
}

/** Percent-encodes the string's UTF-8 bytes (lone surrogates included), for a path segment. */
export function encodeSegment(s: string): string {
  return [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0").toUpperCase()}`,
    )
    .join("");
}

/** A JSON body: a sane object with hostile values, any JSON value, or not JSON at all. */
export function hostileJson(shape: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(shape, { requiredKeys: [] }).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: hostileString(20_000) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "null",
        "[]",
        "{",
        '{"message":',
        '{"__proto__":{"admin":true}}',
        '{"message":"\\ud800"}',
        "1e999",
      ),
    },
  );
}

/** The app's pt-BR answer to a refused request: a page in pt-BR or a message in pt-BR. */
export const PORTUGUESE =
  /[ãõçáéíóúâêôà]|\b(erro|muito|longo|tente|novamente|recarregue|pedido|campo|senha|arquivo|evento|assinatura|mensagem|provedor|corpo|limite|use|informe|preencha|confira|recusad\w*|acesso|negado|digite|inválid\w*|obrigatóri\w*|adicione|carrinho|produtos?)\b/i;
