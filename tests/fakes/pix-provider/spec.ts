// The API Pix file as a validator: every request the fake receives, every
// answer it sends and every callback it posts goes through here (ajv 8 with
// ajv-formats). OpenAPI 3.0 schemas are turned into JSON Schema: `nullable`
// becomes a "null" type, `example`/`xml`/`externalDocs` are dropped (they are
// documentation), `$ref`s to components.schemas resolve inside one schema
// document. The file's known mistakes are corrected in memory, in one listed
// place: spec-corrections.ts.
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { applySpecCorrections, type OpenApiDocument } from "./spec-corrections";

/** The vendored file (read-only, next to the repository). */
export const PIX_SPEC_FILE = path.resolve(import.meta.dirname, "../../../../shared/spec/pix-api/openapi.yaml");

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** OpenAPI-only keywords that carry no validation rule. */
const DOCUMENTATION_ONLY = new Set(["example", "examples", "xml", "externalDocs", "discriminator"]);
const SCHEMAS_ID = "pix-api";

/** One OpenAPI 3.0 schema as JSON Schema (draft 7 vocabulary, which ajv 8 reads). */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (DOCUMENTATION_ONLY.has(key) || key === "nullable") continue;
    if (key === "$ref" && typeof value === "string") {
      if (!value.startsWith("#/components/schemas/")) throw new Error(`$ref fora de components.schemas: ${value}`);
      out.$ref = `${SCHEMAS_ID}#/$defs/${value.slice("#/components/schemas/".length)}`;
    } else if (key === "properties") {
      out.properties = Object.fromEntries(Object.entries(value as Json).map(([name, s]) => [name, toJsonSchema(s)]));
    } else out[key] = toJsonSchema(value);
  }
  if (node.nullable === true) {
    if (typeof out.type === "string") out.type = [out.type, "null"];
    else return { anyOf: [out, { type: "null" }] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

export interface SpecOperation {
  method: string;
  /** The path template, e.g. "/cobv/{txid}". */
  template: string;
  /** "PUT /cobv/{txid}" */
  id: string;
  params: Record<string, string>;
}

export interface SpecValidator {
  /** The operation for a method and a path relative to the API's base (e.g. "/cobv/abc…"), or null. */
  operation(method: string, path: string): SpecOperation | null;
  /** Violations of the path and query parameters and of the JSON body. */
  validateRequest(op: SpecOperation, query: URLSearchParams, body: unknown): string[];
  /** Violations of an answer: a declared status with its content type and schema; an undeclared error status must be problem+json. */
  validateResponse(op: SpecOperation, status: number, contentType: string | undefined, body: unknown): string[];
  /** Violations of a callback body declared by `op` (e.g. "listaPix" of PUT /webhook/{chave}). */
  validateCallback(op: SpecOperation, callback: string, body: unknown): string[];
  /** Violations of `data` against components.schemas[name]. */
  validateSchema(name: string, data: unknown): string[];
}

function describe(errors: ErrorObject[] | null | undefined, where: string): string[] {
  return (errors ?? []).map(
    (e) => `${where}${e.instancePath || ""} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
  );
}

/** Query text → the JSON type its schema declares (integers and booleans arrive as text). */
function coerce(value: string, schema: Json): unknown {
  if (schema?.type === "integer" && /^-?\d+$/.test(value)) return Number(value);
  if (schema?.type === "number" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
  if (schema?.type === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

export function loadPixSpec(file: string = PIX_SPEC_FILE): SpecValidator {
  const doc: OpenApiDocument = applySpecCorrections(parse(fs.readFileSync(file, "utf8")));
  // strictTypes/strictTuples are lint for schema authors (the BCB file has `maximum` on an array, `required`
  // beside `allOf`): they decide nothing about data, so they are quiet; unknown keywords still throw.
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
  addFormats(ajv);
  ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
  const defs = Object.fromEntries(Object.entries(doc.components.schemas).map(([name, s]) => [name, toJsonSchema(s)]));
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: defs });

  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, openApiSchema: Json): ValidateFunction => {
    let fn = compiled.get(key);
    if (!fn) compiled.set(key, (fn = ajv.compile(toJsonSchema(openApiSchema))));
    return fn;
  };
  const resolve = (node: Json, section: string): Json => {
    const ref = node?.$ref;
    if (typeof ref !== "string") return node;
    const prefix = `#/components/${section}/`;
    if (!ref.startsWith(prefix)) throw new Error(`$ref inesperado em ${section}: ${ref}`);
    return doc.components[section][ref.slice(prefix.length)];
  };
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/\{([^}]+)\}/g, (_m, name) => `(?<${name}>[^/]+)`)}$`),
  }));
  const operationOf = (op: SpecOperation): Json => doc.paths[op.template][op.method.toLowerCase()];
  const check = (key: string, schema: Json, data: unknown, where: string): string[] => {
    const fn = compile(key, schema);
    return fn(data) ? [] : describe(fn.errors, where);
  };

  return {
    operation(method, requestPath) {
      // Literal paths ("/cobv") win over templates ("/{pixUrlAccessToken}").
      const candidates = templates
        .map(({ template, regex }) => ({ template, match: regex.exec(requestPath) }))
        .filter((c) => c.match && doc.paths[c.template][method.toLowerCase()])
        .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
      const found = candidates[0];
      if (!found?.match) return null;
      const params = Object.fromEntries(Object.entries(found.match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { method: method.toUpperCase(), template: found.template, id: `${method.toUpperCase()} ${found.template}`, params };
    },

    validateRequest(op, query, body) {
      const pathItem = doc.paths[op.template];
      const operation = operationOf(op);
      const declared = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p: Json) =>
        resolve(p, "parameters"),
      );
      const violations: string[] = [];
      for (const param of declared) {
        const raw = param.in === "path" ? op.params[param.name] : param.in === "query" ? query.get(param.name) : undefined;
        const key = `${op.id} ${param.in} ${param.name}`;
        if (raw === undefined || raw === null) {
          if (param.required && (param.in === "path" || param.in === "query"))
            violations.push(`${param.in} ${param.name}: obrigatório`);
          continue;
        }
        violations.push(...check(key, param.schema, coerce(raw, param.schema), `${param.in} ${param.name}`));
      }
      const requestBody = resolve(operation.requestBody, "requestBodies");
      if (requestBody) {
        const schema = requestBody.content?.["application/json"]?.schema;
        if (body === undefined) {
          if (requestBody.required) violations.push("corpo: obrigatório (application/json)");
        } else if (schema) violations.push(...check(`${op.id} body`, schema, body, "corpo"));
      } else if (body !== undefined) violations.push(`corpo: ${op.id} não aceita corpo`);
      return violations;
    },

    validateResponse(op, status, contentType, body) {
      const declared = resolve(operationOf(op).responses?.[String(status)], "responses");
      const type = contentType?.split(";")[0]?.trim();
      if (!declared) {
        if (status < 400) return [`resposta ${status} não declarada em ${op.id}`];
        if (type !== "application/problem+json") return [`resposta ${status}: deve ser application/problem+json (veio ${type})`];
        return check("Problema", doc.components.schemas.Problema, body, `resposta ${status}`);
      }
      if (!declared.content) return body === undefined ? [] : [`resposta ${status} de ${op.id} não tem corpo declarado`];
      const media = type ? declared.content[type] : undefined;
      if (!media) return [`resposta ${status}: tipo ${type} não declarado (${Object.keys(declared.content).join(", ")})`];
      return check(`${op.id} ${status} ${type}`, media.schema, body, `resposta ${status}`);
    },

    validateCallback(op, callback, body) {
      const expressions = operationOf(op).callbacks?.[callback];
      const post = expressions && (Object.values(expressions)[0] as Json)?.post;
      if (!post) return [`callback ${callback} não declarado em ${op.id}`];
      const schema = resolve(post.requestBody, "requestBodies").content["application/json"].schema;
      return check(`${op.id} callback ${callback}`, schema, body, `callback ${callback}`);
    },

    validateSchema(name, data) {
      if (!doc.components.schemas[name]) throw new Error(`Esquema ${name} não existe`);
      return check(`schema ${name}`, { $ref: `#/components/schemas/${name}` }, data, name);
    },
  };
}
