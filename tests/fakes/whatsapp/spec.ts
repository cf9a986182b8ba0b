// Meta's OpenAPI file for the WhatsApp Cloud API, loaded once and compiled with
// ajv 8 in JSON Schema 2020-12 mode (the dialect OpenAPI 3.1 uses). The fake
// validates every request it receives, every answer and every webhook it sends
// against it; where the file is wrong, spec-corrections.ts fixes it in memory.
import fs from "node:fs";
import path from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { SPEC_CORRECTIONS, type SpecCorrection, applySpecCorrections } from "./spec-corrections";

/** The vendored file, beside the repository (read-only; never edited). */
export const SPEC_FILE = path.resolve(
  import.meta.dirname,
  "../../../../shared/spec/whatsapp-cloud-api/business-messaging-api_v23.0.yaml",
);

const ROOT_ID = "urn:lift:whatsapp-cloud-api";

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown>; parameters: Record<string, { schema?: unknown }> };
};
type OpenApiOperation = {
  parameters?: unknown[];
  requestBody?: { content: Record<string, { schema?: unknown; examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown; examples?: Record<string, { value: unknown }> }> }>;
};

/** A document-local `#/components/schemas/X` becomes a reference into the compiled root's `$defs`. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/schemas/")) {
      out[key] = `${ROOT_ID}#/$defs/${value.slice("#/components/schemas/".length)}`;
    } else if (key === "example" || key === "examples") {
      out[key] = value; // data, not schema: left as written
    } else out[key] = rewriteRefs(value);
  }
  return out;
}

export interface SpecValidation {
  ok: boolean;
  /** One line per violation: where in the instance, what the schema said. */
  errors: string[];
}

export interface WhatsAppSpec {
  document: OpenApiDocument;
  /** Validates `value` against a schema of the file: a components name ("WebhookPayload") or an inline one. */
  validate(schema: string | object, value: unknown): SpecValidation;
  /** The request body schema of an operation. */
  requestSchema(pathTemplate: string, method: string): object;
  /** The response schema of an operation for a status (falls back to GraphAPIError for an error status the file does not list). */
  responseSchema(pathTemplate: string, method: string, status: number): object | string;
  /** The schema of a header parameter the file names under components.parameters ("Authorization"). */
  parameterSchema(name: string): object;
  /** The examples of an operation's request body, by name. */
  requestExamples(pathTemplate: string, method: string): Record<string, unknown>;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || "(raiz)"} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
}

function operation(document: OpenApiDocument, pathTemplate: string, method: string): OpenApiOperation {
  const op = document.paths[pathTemplate]?.[method.toLowerCase()];
  if (!op) throw new Error(`O arquivo da API não tem ${method.toUpperCase()} ${pathTemplate}`);
  return op;
}

let parsed: OpenApiDocument | undefined;

/** The file compiled with these corrections (all of them unless a test asks to see one missing). */
export function compileSpec(corrections: SpecCorrection[] = SPEC_CORRECTIONS): WhatsAppSpec {
  parsed ??= parse(fs.readFileSync(SPEC_FILE, "utf8"), { maxAliasCount: -1 }) as OpenApiDocument;
  const document = applySpecCorrections(parsed, corrections);
  const ajv = new Ajv2020({ allErrors: true, strictSchema: true, strictTypes: false, strictTuples: false });
  addFormats(ajv);
  // OpenAPI's own annotations: `example` is data; `discriminator` names the property the
  // `oneOf` beside it already decides on (the oneOf is still enforced: exactly one branch).
  ajv.addVocabulary(["example", "discriminator"]);
  ajv.addSchema({ $id: ROOT_ID, $defs: rewriteRefs(document.components.schemas) as object });
  const compiled = new Map<unknown, ValidateFunction>();

  function compile(schema: string | object): ValidateFunction {
    const cached = compiled.get(schema);
    if (cached) return cached;
    const fn =
      typeof schema === "string" ? ajv.getSchema(`${ROOT_ID}#/$defs/${schema}`) : ajv.compile(rewriteRefs(schema) as object);
    if (!fn) throw new Error(`O arquivo da API não tem o esquema ${typeof schema === "string" ? schema : "(em linha)"}`);
    compiled.set(schema, fn);
    return fn;
  }

  return {
    document,
    validate(schema, value) {
      const fn = compile(schema);
      const ok = fn(value);
      return { ok, errors: ok ? [] : describe(fn.errors) };
    },
    requestSchema(pathTemplate, method) {
      const schema = operation(document, pathTemplate, method).requestBody?.content["application/json"]?.schema;
      if (!schema) throw new Error(`${method} ${pathTemplate} não tem corpo JSON no arquivo da API`);
      return schema;
    },
    responseSchema(pathTemplate, method, status) {
      const listed = operation(document, pathTemplate, method).responses[String(status)];
      const schema = listed?.content?.["application/json"]?.schema;
      if (schema) return schema;
      if (status >= 400) return "GraphAPIError";
      throw new Error(`${method} ${pathTemplate} não lista a resposta ${status} no arquivo da API`);
    },
    parameterSchema(name) {
      const schema = document.components.parameters[name]?.schema;
      if (!schema) throw new Error(`O arquivo da API não tem o parâmetro ${name}`);
      return schema;
    },
    requestExamples(pathTemplate, method) {
      const examples = operation(document, pathTemplate, method).requestBody?.content["application/json"]?.examples ?? {};
      return Object.fromEntries(Object.entries(examples).map(([name, e]) => [name, e.value]));
    },
  };
}

let loaded: WhatsAppSpec | undefined;

/** The compiled file: read and compiled on first use, once per test file (each runs in its own process). */
export function whatsAppSpec(): WhatsAppSpec {
  loaded ??= compileSpec();
  return loaded;
}
