// npm run whatsapp:templates: asks Meta to approve each template of the catalogue
// (app/domain/messaging/whatsapp/templates.ts) the account does not have yet, then
// lists every catalogue template with its approval status. Run it again to see
// the review's progress; it never creates a template twice.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, isLoopbackUrl, loadConfig } from "~/config.server";
import { type WhatsApp, createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { isWhatsAppApiError } from "~/domain/messaging/whatsapp/errors.server";
import { TEMPLATE_LANGUAGE, catalogue } from "~/domain/messaging/whatsapp/templates";
import { createLogger } from "~/logger.server";

export interface TemplateReport {
  name: string;
  /** Created by this run. */
  created: boolean;
  /** APPROVED, PENDING, REJECTED…, or AUSENTE when Meta does not list it. */
  status: string;
}

/** Creates the missing catalogue templates and reports each one's status (one line each through `print`). */
export async function syncTemplates(whatsapp: WhatsApp, print: (line: string) => void): Promise<TemplateReport[]> {
  const existing = await whatsapp.listTemplates();
  const has = (name: string) => existing.some((t) => t.name === name && t.language === TEMPLATE_LANGUAGE);
  const created = new Set<string>();
  for (const { template } of catalogue()) {
    if (has(template.name)) continue;
    await whatsapp.createTemplate(template);
    created.add(template.name);
    print(`criado: ${template.name}`);
  }
  const listed = created.size ? await whatsapp.listTemplates() : existing;
  const reports = catalogue().map(({ template }) => ({
    name: template.name,
    created: created.has(template.name),
    status: listed.find((t) => t.name === template.name && t.language === TEMPLATE_LANGUAGE)?.status ?? "AUSENTE",
  }));
  const width = Math.max(...reports.map((r) => r.name.length));
  for (const r of reports) print(`${r.name.padEnd(width)}  ${r.status}`);
  const approved = reports.filter((r) => r.status === "APPROVED").length;
  print(`${approved} de ${reports.length} modelos aprovados pela Meta.`);
  return reports;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const whatsapp = createWhatsApp(config, { logger: createLogger("warn", false) });
  if (!whatsapp) {
    console.error(
      "WhatsApp não configurado: defina WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET e WHATSAPP_VERIFY_TOKEN",
    );
    return 1;
  }
  // The URL buttons are approved with this address: it must be where buyers reach the shop.
  if (isLoopbackUrl(config.publicUrl)) {
    console.error(`PUBLIC_URL (${config.publicUrl}) precisa ser o endereço público da loja: os botões dos modelos levam a ele`);
    return 1;
  }
  await syncTemplates(whatsapp, (line) => console.log(line));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else if (isWhatsAppApiError(error)) {
        console.error(`${error.message}${error.fbtraceId ? ` (fbtrace_id ${error.fbtraceId})` : ""}`);
      } else console.error(error);
      process.exit(1);
    },
  );
}
