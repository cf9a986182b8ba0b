// The shop team's daily tools in Chromium: the Resultados tab shows the rates
// of the seeded demo history, and the admin confirms three new orders in bulk
// and ships them by uploading the carrier's CSV of tracking codes.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatBRL } from "~/lib/money";
import { demoOrderPlan, DEMO_DAYS } from "../../scripts/seed/demo-orders";
import { TEST_ADMIN_PASSWORD, type RunningServer } from "./support/server";
import { resourcesForAll } from "./support/fixtures";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
let admin: Page;
let seededBetween: [Date, Date];

beforeAll(async () => {
  const before = new Date();
  [server, browser] = await Promise.all([resources.server({ timeoutMs: 180_000 }), resources.browser()]);
  seededBetween = [before, new Date()];
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(`${server.url}/admin`);
  await hydrated(admin);
  const dialog = admin.getByRole("dialog", { name: "Acesso Restrito" });
  await dialog.getByLabel("Senha").fill(TEST_ADMIN_PASSWORD);
  await dialog.getByRole("button", { name: "Acessar" }).click();
  await admin.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
}, 240_000);

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A valid CPF from 9 digits. */
function cpf(nine: string): string {
  const d = nine.split("").map(Number);
  for (const len of [9, 10]) d.push(((d.slice(0, len).reduce((s, x, i) => s + x * (len + 1 - i), 0) * 10) % 11) % 10);
  return d.join("");
}

/** Places a funnel order through the order endpoint, each with its own buyer; returns its number. */
async function placeOrder(i: number): Promise<number> {
  const search = (await (await fetch(`${server.url}/api/search?q=detox`)).json()) as { products: { id: number }[] };
  const res = await fetch(`${server.url}/api/pedidos`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      variant: "full",
      idempotencyKey: crypto.randomUUID(),
      productId: String(search.products[0]!.id),
      quantity: "1",
      fullName: `Cliente Lotevinte ${i}`,
      whatsapp: `(11) 9555${i}-12${i}${i}`,
      email: `lotevinte.${i}@example.com`,
      cpf: cpf(`52998${i}${i}47`),
      zipCode: "01310-100",
      street: "Avenida Paulista",
      number: String(1000 + i),
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      acceptedTerms: "on",
      js: "1",
    }),
  });
  expect(res.status).toBe(303);
  const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  const page = await (await fetch(`${server.url}/pedido-confirmado`, { headers: { Cookie: cookie } })).text();
  return Number(/Pedido #(?:<!-- -->)?(\d+)/.exec(page)![1]);
}

const isoDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d);
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

/** What the demo plan seeded at `now` implies for the whole history. */
function expectedAt(now: Date) {
  const plan = demoOrderPlan(now);
  const reached = (o: (typeof plan)[number], s: string) =>
    o.status === s || o.events.some((e) => e.field === "status" && e.to === s);
  const shipped = plan.filter((o) => reached(o, "shipped")).length;
  const delivered = plan.filter((o) => o.status === "delivered");
  const unpaid = delivered.filter((o) => o.paymentStatus !== "paid");
  return {
    placed: String(plan.length),
    delivered: String(delivered.length),
    deliveryRate: percent.format(delivered.length / shipped),
    paymentRate: percent.format((delivered.length - unpaid.length) / delivered.length),
    toCollect: formatBRL(unpaid.reduce((s, o) => s + o.unitCents * o.quantity, 0)),
  };
}

describe("running the pay-after-delivery business", () => {
  it("the dashboard shows the seeded rates", async () => {
    const [from, to] = seededBetween;
    const de = isoDay(new Date(from.getTime() - (DEMO_DAYS + 3) * 24 * 60 * 60_000));
    await admin.goto(`${server.url}/admin?aba=funil&de=${de}&ate=${isoDay(new Date())}`);
    await hydrated(admin);
    await admin.getByRole("link", { name: "Ver entregas e pagamentos do período" }).click();
    await admin.getByRole("heading", { name: "Resultados de entrega e cobrança" }).waitFor();
    expect(new URL(admin.url()).searchParams.get("de")).toBe(de);
    const figure = async (label: string) =>
      (
        await admin
          .locator("dl[aria-label='Números do período'] > div")
          .filter({ has: admin.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
          .locator("dd")
          .first()
          .innerText()
      ).trim();
    const shown = {
      placed: await figure("Pedidos"),
      delivered: await figure("Entregues"),
      deliveryRate: await figure("Taxa de entrega"),
      paymentRate: await figure("Taxa de pagamento"),
      toCollect: await figure("A receber"),
    };
    // The server seeded at some moment between these two; the plan is the same for both but for an order on a boundary.
    expect([expectedAt(from), expectedAt(to)]).toContainEqual(shown);
    expect(Number(shown.placed)).toBeGreaterThan(100);
    // By objective and state, and the way back to the quiz.
    await admin.getByRole("table", { name: "Por estado" }).getByRole("rowheader", { name: "SP" }).waitFor();
    await admin.getByRole("table", { name: "Por objetivo do quiz" }).getByRole("rowheader", { name: "Emagrecer" }).waitFor();
    await admin.getByRole("link", { name: /^Quiz: \d+ visitantes$/ }).waitFor();
  });

  it("the admin ships 3 orders through a CSV of tracking codes", async () => {
    const numbers = [await placeOrder(1), await placeOrder(2), await placeOrder(3)];
    await admin.goto(`${server.url}/admin?aba=pedidos&q=Lotevinte`);
    await hydrated(admin);
    await admin.getByText("3 pedidos", { exact: true }).waitFor();
    for (const n of numbers) await admin.getByRole("checkbox", { name: `Selecionar pedido #${n}` }).check();
    const bulk = admin.getByRole("region", { name: "Ações em lote" });
    await bulk.getByRole("combobox", { name: "Ação" }).selectOption("confirm");
    await bulk.getByRole("button", { name: "Aplicar em lote" }).click();
    await bulk.getByRole("status", { name: "Resultado da ação em lote" }).getByText("3 pedidos confirmados.").waitFor();

    // pt-BR Excel's CSV: BOM, ';', CRLF, a header, and one line the shop mistyped.
    const csv = `\uFEFFPedido;Código de rastreio;Transportadora\r\n${numbers[0]};QB100000001BR;Correios\r\n${numbers[1]};qb 100000002br;\r\npedido-x;QB100000009BR;\r\n${numbers[2]};JAD0003;Jadlog\r\n`;
    await bulk.getByRole("combobox", { name: "Ação" }).selectOption("ship");
    await bulk.getByRole("combobox", { name: "Transportadora" }).selectOption("correios");
    await bulk
      .getByLabel("Ou envie o arquivo CSV")
      .setInputFiles({ name: "rastreio.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await bulk.getByRole("button", { name: "Aplicar em lote" }).click();
    const report = bulk.getByRole("status", { name: "Resultado da ação em lote" });
    await report.getByText("3 pedidos enviados; 1 ignorado.").waitFor();
    await report.getByText("Linha 4: Número do pedido inválido.").waitFor();

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
      /^\d+;\d{2}\/\d{2}\/\d{4};enviado;pendente;Cliente Lotevinte 1;.*Avenida Paulista.*;1x Lift Detox Black;147,00;Correios;QB100000001BR$/,
    );
    expect(lines.find((l) => l.startsWith(`${numbers[1]};`))).toMatch(/;Correios;QB100000002BR$/);
    expect(lines.find((l) => l.startsWith(`${numbers[2]};`))).toMatch(/;Jadlog;JAD0003$/);
  });
});
