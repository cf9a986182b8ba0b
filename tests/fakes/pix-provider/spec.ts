// The API Pix file as a validator: every request the fake receives, every
// answer it sends and every callback it posts goes through here (ajv 8 with
// ajv-formats). OpenAPI 3.0 schemas are turned into JSON Schema: `nullable`
// becomes a "null" type, `example`/`xml`/`externalDocs` are dropped (they are
// documentation), `$ref`s to components.schemas resolve inside one schema
// document. The file's known mistakes are corrected in memory, in one listed
// place: spec-corrections.ts.
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type SchemaObject as AjvSchema, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import {
  applySpecCorrections,
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Reference,
  type RequestBody,
  type ResponseObject,
  type SchemaObject,
} from "./spec-corrections";

/** The vendored file (read-only, next to the repository). */
export const PIX_SPEC_FILE = path.resolve(import.meta.dirname, "../../../../shared/spec/pix-api/openapi.yaml");

/** OpenAPI-only keywords that carry no validation rule. */
const DOCUMENTATION_ONLY = new Set(["example", "examples", "xml", "externalDocs", "discriminator"]);
const SCHEMAS_ID = "pix-api";

/** One OpenAPI 3.0 schema as JSON Schema (draft 7 vocabulary, which ajv 8 reads). */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return (node as unknown[]).map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(node as SchemaObject)) {
    if (DOCUMENTATION_ONLY.has(key) || key === "nullable") continue;
    if (key === "$ref" && typeof value === "string") {
      if (!value.startsWith("#/components/schemas/")) throw new Error(`$ref fora de components.schemas: ${value}`);
      out.$ref = `${SCHEMAS_ID}#/$defs/${value.slice("#/components/schemas/".length)}`;
    } else if (key === "properties" && value && typeof value === "object") {
      out.properties = Object.fromEntries(Object.entries(value as SchemaObject).map(([name, s]) => [name, toJsonSchema(s)]));
    } else out[key] = toJsonSchema(value);
  }
  if ((node as SchemaObject).nullable === true) {
    if (typeof out.type === "string") out.type = [out.type, "null"];
    else return { anyOf: [out, { type: "null" }] };
    if (Array.isArray(out.enum) && !(out.enum as unknown[]).includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

/** The parsed file, checked for the two maps everything else hangs from. */
function readOpenApi(text: string): OpenApiDocument {
  const parsed: unknown = parse(text);
  const doc = parsed as Partial<OpenApiDocument> | null;
  if (!doc || typeof doc.paths !== "object" || typeof doc.components?.schemas !== "object") {
    throw new Error("openapi.yaml sem paths ou components.schemas");
  }
  return doc as OpenApiDocument;
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
function coerce(value: string, schema: SchemaObject | undefined): unknown {
  if (schema?.type === "integer" && /^-?\d+$/.test(value)) return Number(value);
  if (schema?.type === "number" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
  if (schema?.type === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

export function loadPixSpec(file: string = PIX_SPEC_FILE): SpecValidator {
  const doc = applySpecCorrections(readOpenApi(fs.readFileSync(file, "utf8")));
  // strictTypes/strictTuples are lint for schema authors (the BCB file has `maximum` on an array, `required`
  // beside `allOf`): they decide nothing about data, so they are quiet; unknown keywords still throw.
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
  addFormats(ajv);
  ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
  const defs = Object.fromEntries(Object.entries(doc.components.schemas).map(([name, s]) => [name, toJsonSchema(s)]));
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: defs });

  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, openApiSchema: unknown): ValidateFunction => {
    let fn = compiled.get(key);
    if (!fn) compiled.set(key, (fn = ajv.compile(toJsonSchema(openApiSchema) as AjvSchema)));
    return fn;
  };
  /** A component by its `$ref` (the file only refers within its own components), or the object itself. */
  function resolve<T extends object>(
    node: T | Reference | undefined,
    section: "parameters" | "requestBodies" | "responses",
  ): T | undefined {
    if (!node || !("$ref" in node) || typeof node.$ref !== "string") return node as T | undefined;
    const prefix = `#/components/${section}/`;
    if (!node.$ref.startsWith(prefix)) throw new Error(`$ref inesperado em ${section}: ${node.$ref}`);
    return doc.components[section]?.[node.$ref.slice(prefix.length)] as T | undefined;
  }
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/\{([^}]+)\}/g, (_m, name: string) => `(?<${name}>[^/]+)`)}$`),
  }));
  const operationAt = (template: string, method: string): Operation | undefined => {
    const m = method.toLowerCase();
    return (HTTP_METHODS as readonly string[]).includes(m) ? doc.paths[template]?.[m as HttpMethod] : undefined;
  };
  // SpecOperations come from operation() below, which only answers declared ones.
  const operationOf = (op: SpecOperation): Operation => operationAt(op.template, op.method)!;
  const check = (key: string, schema: unknown, data: unknown, where: string): string[] => {
    const fn = compile(key, schema);
    return fn(data) ? [] : describe(fn.errors, where);
  };

  return {
    operation(method, requestPath) {
      // Literal paths ("/cobv") win over templates ("/{pixUrlAccessToken}").
      const candidates = templates
        .map(({ template, regex }) => ({ template, match: regex.exec(requestPath) }))
        .filter((c) => c.match && operationAt(c.template, method))
        .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
      const found = candidates[0];
      if (!found?.match) return null;
      const params = Object.fromEntries(Object.entries(found.match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { method: method.toUpperCase(), template: found.template, id: `${method.toUpperCase()} ${found.template}`, params };
    },

    validateRequest(op, query, body) {
      const pathItem = doc.paths[op.template];
      const operation = operationOf(op);
      const declared = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolve<Parameter>(p, "parameters"),
      );
      const violations: string[] = [];
      for (const param of declared) {
        if (!param) continue;
        const raw = param.in === "path" ? op.params[param.name] : param.in === "query" ? query.get(param.name) : undefined;
        const key = `${op.id} ${param.in} ${param.name}`;
        if (raw === undefined || raw === null) {
          if (param.required && (param.in === "path" || param.in === "query"))
            violations.push(`${param.in} ${param.name}: obrigatório`);
          continue;
        }
        violations.push(...check(key, param.schema, coerce(raw, param.schema), `${param.in} ${param.name}`));
      }
      const requestBody = resolve<RequestBody>(operation.requestBody, "requestBodies");
      if (requestBody) {
        const schema = requestBody.content?.["application/json"]?.schema;
        if (body === undefined) {
          if (requestBody.required) violations.push("corpo: obrigatório (application/json)");
        } else if (schema) violations.push(...check(`${op.id} body`, schema, body, "corpo"));
      } else if (body !== undefined) violations.push(`corpo: ${op.id} não aceita corpo`);
      return violations;
    },

    validateResponse(op, status, contentType, body) {
      const declared = resolve<ResponseObject>(operationOf(op).responses?.[String(status)], "responses");
      const type = contentType?.split(";")[0]?.trim();
      if (!declared) {
        if (status < 400) return [`resposta ${status} não declarada em ${op.id}`];
        if (type !== "application/problem+json") return [`resposta ${status}: deve ser application/problem+json (veio ${type})`];
        return check("Problema", doc.components.schemas["Problema"], body, `resposta ${status}`);
      }
      if (!declared.content) return body === undefined ? [] : [`resposta ${status} de ${op.id} não tem corpo declarado`];
      const media = type ? declared.content[type] : undefined;
      if (!media) return [`resposta ${status}: tipo ${type} não declarado (${Object.keys(declared.content).join(", ")})`];
      return check(`${op.id} ${status} ${type}`, media.schema, body, `resposta ${status}`);
    },

    validateCallback(op, callback, body) {
      const expressions = operationOf(op).callbacks?.[callback];
      const post = expressions && Object.values(expressions)[0]?.post;
      const schema = post && resolve<RequestBody>(post.requestBody, "requestBodies")?.content?.["application/json"]?.schema;
      if (!schema) return [`callback ${callback} não declarado em ${op.id}`];
      return check(`${op.id} callback ${callback}`, schema, body, `callback ${callback}`);
    },

    validateSchema(name, data) {
      if (!doc.components.schemas[name]) throw new Error(`Esquema ${name} não existe`);
      return check(`schema ${name}`, { $ref: `#/components/schemas/${name}` }, data, name);
    },
  };
}
