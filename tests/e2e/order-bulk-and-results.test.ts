// The shop team's daily tools in Chromium: the admin confirms three new
// orders in bulk from the sticky bar and ships them by uploading the carrier's
// CSV of tracking codes, then exports them (phones and CEPs formatted). The
// Resultados and Funil charts have their own e2e tests.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll } from "./support/fixtures";
import { validCpf } from "../support/builders/orders";
import { hydrated, placedOrderNumber, signInAdmin } from "./support/shop";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server({ timeoutMs: 180_000 }), resources.browser()]);
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(`${server.url}/admin`);
  await hydrated(admin);
  await signInAdmin(admin);
  await admin.getByRole("heading", { name: "Hoje", exact: true }).waitFor();
}, 240_000);

/** Places a funnel order through the order endpoint, each with its own buyer; returns its number. */
const placeOrder = (i: number) =>
  placedOrderNumber(server, {
    fullName: `Cliente Lotevinte ${i}`,
    whatsapp: `(11) 9555${i}-12${i}${i}`,
    email: `lotevinte.${i}@example.com`,
    cpf: validCpf(`52998${i}${i}47`),
    number: String(1000 + i),
  });

describe("running the pay-after-delivery business", () => {
  it("the admin ships 3 orders through a CSV of tracking codes", async () => {
    const numbers = [await placeOrder(1), await placeOrder(2), await placeOrder(3)];
    await admin.goto(`${server.url}/admin/pedidos?q=Lotevinte`);
    await hydrated(admin);
    await admin.getByText("3 pedidos", { exact: true }).waitFor();
    for (const n of numbers) await admin.getByRole("checkbox", { name: `Selecionar pedido #${n}` }).check();
    const bulk = admin.getByRole("form", { name: "Ações em lote" });
    await bulk.getByText("3 pedidos selecionados").waitFor();
    await bulk.getByRole("button", { name: "Confirmar", exact: true }).click();
    await admin
      .getByText(/^3 pedidos confirmados\./)
      .first()
      .waitFor();

    // pt-BR Excel's CSV: BOM, ';', CRLF, a header, and one line the shop mistyped.
    const csv = `\uFEFFPedido;Código de rastreio;Transportadora\r\n${numbers[0]};QB100000001BR;Correios\r\n${numbers[1]};qb 100000002br;\r\npedido-x;QB100000009BR;\r\n${numbers[2]};JAD0003;Jadlog\r\n`;
    await admin.getByText("Enviar com códigos de rastreio (CSV)").click();
    const ship = admin.locator("form#enviar-por-csv");
    await ship.getByRole("combobox", { name: /Transportadora/ }).selectOption("correios");
    await ship
      .getByLabel("Ou envie o arquivo CSV")
      .setInputFiles({ name: "rastreio.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await ship.getByRole("button", { name: "Enviar pedidos do CSV" }).click();
    // The report comes back as the toast: the summary and why each line was skipped.
    const report = admin.getByText(/^3 pedidos enviados; 1 ignorado\./).first();
    await report.waitFor();
    expect(await report.innerText()).toContain("Linha 4: Número do pedido inválido.");

    // The list shows them shipped; each has its code in its history and in the carrier's export.
    await admin.reload();
    await hydrated(admin);
    for (const n of numbers)
      await expect
        .poll(async () =>
          admin
            .getByRole("row")
            .filter({ hasText: `#${n}` })
            .innerText(),
        )
        .toContain("enviado");
    const exported = await admin.request.get(`${server.url}/admin/pedidos.csv?q=Lotevinte`);
    expect(exported.headers()["content-type"]).toContain("text/csv");
    const bytes = await exported.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toContain(
      "Pedido;Data;Status;Pagamento;Nome;Telefone;Rua;Número;Complemento;Bairro;Cidade;UF;CEP;Ponto de referência",
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith(`${numbers[0]};`))).toMatch(
      /^\d+;\d{2}\/\d{2}\/\d{4};enviado;pendente;Cliente Lotevinte 1;\(11\) 95551-1211;Avenida Paulista.*;01310-100;.*;1x Lift Detox Black;147,00;Correios;QB100000001BR$/,
    );
    expect(lines.find((l) => l.startsWith(`${numbers[1]};`))).toMatch(/;Correios;QB100000002BR$/);
    expect(lines.find((l) => l.startsWith(`${numbers[2]};`))).toMatch(/;Jadlog;JAD0003$/);
  });
});
