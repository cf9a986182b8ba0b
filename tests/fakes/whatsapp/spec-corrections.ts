// The one place where Meta's OpenAPI file (business-messaging-api_v23.0.yaml) is
// corrected, in memory, after it is read and before it is compiled. Each entry
// fixes one thing the file gets wrong, as narrowly as it can, and says why; the
// vendored copy is never edited. A correction whose target is no longer in the
// file as described fails loudly (a new version of the file must be re-checked).
import type { OpenApiDocument } from "./spec";

type Schemas = Record<string, unknown>;
type SchemaObject = Record<string, unknown> & { allOf?: SchemaObject[]; oneOf?: SchemaObject[] };

export interface SpecCorrection {
  /** What in the file is changed (components.schemas names or paths). */
  where: string;
  /** Why the file is wrong there, with the evidence. */
  why: string;
  apply(schemas: Schemas): void;
}

const REF = "#/components/schemas/";

function schema(schemas: Schemas, name: string): SchemaObject {
  const found = schemas[name];
  if (!found || typeof found !== "object") throw new Error(`Correção do arquivo da API: esquema ${name} não encontrado`);
  return found as SchemaObject;
}

/** Outgoing message schemas reused by mistake in the webhook's IncomingMessage → their webhook twins. */
const WEBHOOK_TWINS: Record<string, string> = {
  TextMessage: "TextMessage_2",
  ReactionMessage: "ReactionMessage_1",
  AudioMessage: "AudioMessage_1",
  DocumentMessage: "DocumentMessage_1",
  ImageMessage: "ImageMessage_1",
  StickerMessage: "StickerMessage_1",
  VideoMessage: "VideoMessage_1",
  LocationMessage: "LocationMessage_1",
};

/** The webhook's incoming message schemas (declared after WebhookPayload in the file). */
const INCOMING_MESSAGES = [
  ...Object.values(WEBHOOK_TWINS),
  "ContactSharingMessage",
  "UnsupportedMessage",
  "ButtonMessage",
  "InteractiveMessageReply",
  "OrderMessage",
  "SystemMessage",
];

/** The outgoing message schemas whose own allOf branch says `additionalProperties: false`. */
const OUTGOING_CLOSED_MESSAGES = ["TextMessage", "InteractiveMessage"];

export const SPEC_CORRECTIONS: SpecCorrection[] = [
  {
    where: "components.schemas.IncomingMessage (oneOf and discriminator.mapping)",
    why:
      "Merging Meta's files renamed the webhook's message schemas (TextMessage_2, ReactionMessage_1, AudioMessage_1, …) " +
      "but IncomingMessage still points at the outgoing ones (TextMessage, …: messaging_product/recipient_type/to required). " +
      "Every webhook example of the file fails as written. The eight references now point at the webhook twins.",
    apply(schemas) {
      const incoming = schema(schemas, "IncomingMessage") as SchemaObject & {
        discriminator: { mapping: Record<string, string> };
      };
      const retarget = (ref: string) => {
        const name = ref.slice(REF.length);
        return name in WEBHOOK_TWINS ? REF + WEBHOOK_TWINS[name] : ref;
      };
      for (const name of Object.values(WEBHOOK_TWINS)) schema(schemas, name);
      incoming.oneOf = incoming.oneOf!.map((branch) => ({ ...branch, $ref: retarget(branch.$ref as string) }));
      const mapping = incoming.discriminator.mapping;
      for (const key of Object.keys(mapping)) mapping[key] = retarget(mapping[key]!);
    },
  },
  {
    where: `components.schemas.{${INCOMING_MESSAGES.join(",")}} (allOf[0])`,
    why:
      "The webhook's message schemas extend BaseMessageProperties (the OUTGOING base: messaging_product, recipient_type, to) " +
      "instead of BaseMessageProperties_1 (from, id, timestamp), which the file defines for them and which their own " +
      "examples follow. They now extend BaseMessageProperties_1.",
    apply(schemas) {
      schema(schemas, "BaseMessageProperties_1");
      for (const name of INCOMING_MESSAGES) {
        const first = schema(schemas, name).allOf?.[0];
        if (first?.$ref !== `${REF}BaseMessageProperties`) throw new Error(`Correção: ${name} não estende BaseMessageProperties`);
        first.$ref = `${REF}BaseMessageProperties_1`;
      }
    },
  },
  {
    where: "components.schemas.TemplateComponent.properties.index.pattern, ButtonComponent.allOf[1].properties.index.pattern",
    why:
      "The pattern `^[2-6, 11-14]$` is a character class (one of 2-6, ',', ' ', '1', '4'), so it refuses \"0\", the " +
      "first button's index, which the file's own description (\"Position index of the button (0-9)\") and examples " +
      '(`index: "0"`) use. Replaced with `^[0-9]$` as the description says.',
    apply(schemas) {
      const component = schema(schemas, "TemplateComponent") as { properties: { index: { pattern: string } } };
      const button = schema(schemas, "ButtonComponent").allOf![1] as { properties: { index: { pattern: string } } };
      for (const index of [component.properties.index, button.properties.index]) {
        if (index.pattern !== "^[2-6, 11-14]$") throw new Error("Correção: padrão de index mudou no arquivo da API");
        index.pattern = "^[0-9]$";
      }
    },
  },
  {
    where: `components.schemas.{${OUTGOING_CLOSED_MESSAGES.join(",")}} (additionalProperties in allOf[1])`,
    why:
      "`additionalProperties: false` inside one allOf branch sees only that branch's properties, so it refuses " +
      "messaging_product, recipient_type and to, which the other branch (BaseMessageProperties) requires: no text or " +
      "interactive message, not even the file's own examples, can pass. The closure moves to the combined schema as " +
      "`unevaluatedProperties: false` (JSON Schema 2020-12), which sees both branches: unknown fields are still refused.",
    apply(schemas) {
      for (const name of OUTGOING_CLOSED_MESSAGES) {
        const message = schema(schemas, name);
        const own = message.allOf?.[1];
        if (own?.additionalProperties !== false) throw new Error(`Correção: ${name} não tem additionalProperties: false`);
        delete own.additionalProperties;
        message.unevaluatedProperties = false;
      }
    },
  },
];

/** The file with every correction applied (on a copy of the parsed document's schemas). */
export function applySpecCorrections(document: OpenApiDocument, corrections = SPEC_CORRECTIONS): OpenApiDocument {
  const schemas = structuredClone(document.components.schemas);
  for (const correction of corrections) correction.apply(schemas);
  return { ...document, components: { ...document.components, schemas } };
}
