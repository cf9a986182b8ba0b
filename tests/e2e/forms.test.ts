// The order forms as HTML first (issue 16): the plan-page form places an order
// with JavaScript off; text typed before the scripts run survives them; the
// first wrong field gets the focus; the checkout renders on the server, says
// plainly that the cart needs JavaScript when it is off, and places an order
// with it on (with the "Ponto de referência" stored on the order's customer
// address or ignored by the old workflow, but never refused).
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
let viaCep: http.Server;

beforeAll(async () => {
  viaCep = http.createServer((req, res) => {
    res.setHeader("Content-Type", "application/json");
    if (req.url === "/ws/01310100/json/") {
      return res.end(JSON.stringify({ logradouro: "Avenida Paulista", bairro: "Bela Vista", localidade: "São Paulo", uf: "SP" }));
    }
    res.end(JSON.stringify({ erro: true }));
  });
  resources.add(viaCep, (s) => new Promise<void>((r) => s.close(() => r())));
  await new Promise<void>((r) => viaCep.listen(0, "127.0.0.1", r));
  const cepUrl = `http://127.0.0.1:${(viaCep.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([
    resources.server({ env: { CEP_API_URL: cepUrl }, timeoutMs: 150_000 }),
    resources.browser(),
  ]);
});

async function withContext<T>(
  options: { javaScriptEnabled: boolean },
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR", ...options });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Holds every script of the page until `release()` (the page paints, nothing runs). */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((r) => r.continue()));
  };
}

describe("the plan-page order form", () => {
  it("places a plan-page order without JavaScript", async () => {
    await withContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(server.url + "/plano-emagrecimento");
      const form = page.locator("#order-form");
      await form.getByLabel("Nome completo", { exact: true }).fill("Rita Sem Script");
      await form.getByLabel("WhatsApp", { exact: true }).fill("(11) 97654-3210");
      await form.getByLabel("CPF", { exact: true }).fill("111.444.777-35");
      await form.getByLabel("Email", { exact: true }).fill("rita@example.com");
      await form.getByLabel("CEP", { exact: true }).fill("01310-100");
      await form.getByLabel("Rua", { exact: true }).fill("Avenida Paulista");
      await form.getByLabel("Número", { exact: true }).fill("2000");
      await form.getByLabel("Bairro", { exact: true }).fill("Bela Vista");
      await form.getByLabel("Cidade", { exact: true }).fill("São Paulo");
      await form.getByLabel("UF", { exact: true }).selectOption("SP");
      await form.getByLabel(/Ponto de referência/).fill("Em frente ao metrô");
      await form.getByRole("checkbox", { name: /aceito os termos/ }).check();
      await form.getByRole("button", { name: "Quero receber em casa" }).click();
      await page.waitForURL(server.url + "/pedido-confirmado");
      const summary = await page.locator("main").innerText();
      for (const text of ["Rita Sem Script", "(11) 97654-3210", "Avenida Paulista, 2000", "01310-100"])
        expect(summary).toContain(text);
    });
  });

  it("without JavaScript, the browser itself asks for the required fields before posting", async () => {
    await withContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(server.url + "/plano-emagrecimento");
      const name = page.locator("#order-form").getByLabel("Nome completo", { exact: true });
      expect(await name.getAttribute("required")).not.toBeNull();
      await page.locator("#order-form").getByRole("button", { name: "Quero receber em casa" }).click();
      expect(page.url()).toBe(server.url + "/plano-emagrecimento");
      expect(await name.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    });
  });

  it("keeps text typed before hydration, masks it without losing a digit, and focuses the first wrong field", async () => {
    await withContext({ javaScriptEnabled: true }, async (page) => {
      const release = await holdScripts(page);
      await page.goto(server.url + "/plano-emagrecimento", { waitUntil: "domcontentloaded" });
      const form = page.locator("#order-form");
      await form.getByLabel("Nome completo", { exact: true }).fill("Digitado Antes");
      await form.getByLabel("WhatsApp", { exact: true }).pressSequentially("11987654321");
      await form.getByLabel("Número", { exact: true }).fill("42");
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      await release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await form.scrollIntoViewIfNeeded();
      await page.locator("#order-form[data-ready]").waitFor();
      expect(await form.getByLabel("Nome completo", { exact: true }).inputValue()).toBe("Digitado Antes");
      expect(await form.getByLabel("WhatsApp", { exact: true }).inputValue()).toBe("(11) 98765-4321");
      expect(await form.getByLabel("Número", { exact: true }).inputValue()).toBe("42");

      // Typing in the middle of a masked number keeps the caret after the new digit (a mobile keeps its 9).
      const whatsapp = form.getByLabel("WhatsApp", { exact: true });
      await whatsapp.evaluate((el) => (el as HTMLInputElement).setSelectionRange(6, 6));
      await whatsapp.focus();
      await whatsapp.evaluate((el) => (el as HTMLInputElement).setSelectionRange(6, 6));
      await page.keyboard.press("Backspace");
      expect(await whatsapp.inputValue()).toBe("(11) 8765-4321");
      await page.keyboard.type("9");
      expect(await whatsapp.inputValue()).toBe("(11) 98765-4321");
      expect(await whatsapp.evaluate((el) => (el as HTMLInputElement).selectionStart)).toBe(6);

      // The first wrong field (in the order shown) gets the focus, and its message is linked to it.
      await form.getByRole("button", { name: "Quero receber em casa" }).click();
      await form.getByText("Por favor, preencha todos os campos obrigatórios e aceite os termos").waitFor();
      const cpf = form.getByLabel("CPF", { exact: true });
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("cpf");
      expect(await cpf.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await cpf.getAttribute("aria-describedby"))!.split(" ");
      const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
      expect(messages).toContain("Campo obrigatório");
    });
  });

  it("a CEP reply never overwrites what the shopper corrected, and a reply for an old CEP is ignored", async () => {
    await withContext({ javaScriptEnabled: true }, async (page) => {
      // The browser's lookups are held here and answered by the test, in the order it chooses.
      const held = new Map<string, Route>();
      await page.route(/\/api\/cep\/\d{8}$/, (route) => void held.set(route.request().url().slice(-8), route));
      const answer = async (cep: string, address: Record<string, string>) => {
        await expect.poll(() => held.has(cep)).toBe(true);
        // The page may have given up on an old lookup already (aborted): then there is nobody to answer.
        await held
          .get(cep)!
          .fulfill({ json: address })
          .catch(() => undefined);
      };
      await page.goto(server.url + "/plano-emagrecimento");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const form = page.locator("#order-form");
      await form.scrollIntoViewIfNeeded();
      await page.locator("#order-form[data-ready]").waitFor();
      const cep = form.getByLabel("CEP", { exact: true });
      const value = (label: string) => form.getByLabel(label, { exact: true }).inputValue();

      await cep.pressSequentially("30130010");
      await form.getByText("Buscando endereço...").waitFor();
      await form.getByLabel("Rua", { exact: true }).fill("Rua Corrigida"); // typed while the lookup is on its way
      await answer("30130010", { street: "Avenida Afonso Pena", neighborhood: "Centro", city: "Belo Horizonte", state: "MG" });
      await form.getByText("Endereço encontrado. Confira o número.").waitFor();
      expect([await value("Rua"), await value("Bairro"), await value("Cidade"), await value("UF")]).toEqual([
        "Rua Corrigida",
        "Centro",
        "Belo Horizonte",
        "MG",
      ]);

      // Two new CEPs in a row; the first one's reply arrives last and is ignored.
      await cep.fill("");
      await cep.pressSequentially("01310100");
      await cep.fill("");
      await cep.pressSequentially("04538133");
      await answer("04538133", {
        street: "Avenida Brigadeiro Faria Lima",
        neighborhood: "Itaim Bibi",
        city: "São Paulo",
        state: "SP",
      });
      await expect.poll(() => value("Cidade")).toBe("São Paulo");
      await answer("01310100", { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "Belo Horizonte", state: "MG" });
      await form.getByText("Endereço encontrado. Confira o número.").waitFor();
      expect(await value("Cidade")).toBe("São Paulo");
      // The street the shopper typed stays; what the lookups wrote follows the CEP on screen, not the late reply.
      expect([await value("Rua"), await value("Bairro"), await value("UF")]).toEqual(["Rua Corrigida", "Itaim Bibi", "SP"]);
    });
  });
});

describe("a package chosen before the form's code arrives", () => {
  it("keeps what was typed and selects the package once the code runs", async () => {
    await withContext({ javaScriptEnabled: true }, async (page) => {
      // The form's own code is held back: the page hydrates, the form is still server HTML.
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/assets\/order-form-[\w-]+\.js$/, (route) => (holding ? held.push(route) : route.continue()));
      await page.goto(server.url + "/dht");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const form = page.locator("#comprar");
      const choose = page.getByRole("link", { name: /^Quero o / }).first();
      const chosenTitle = (await choose.innerText()).replace(/^Quero o /, "");
      await choose.click();
      await form.getByLabel("Nome completo", { exact: true }).fill("Antes do Código");
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
      await page.locator("#comprar[data-ready]").waitFor();
      expect(await form.getByLabel("Nome completo", { exact: true }).inputValue()).toBe("Antes do Código");
      expect(await form.getByRole("radio", { name: chosenTitle }).isChecked()).toBe(true);
    });
  });
});

describe("the checkout form", () => {
  async function addToCart(page: Page, name: string) {
    await page.goto(`${server.url}/loja`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("link", { name }).first().click();
    await page.getByRole("heading", { name }).waitFor();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await page.getByText("Produto adicionado ao carrinho").first().waitFor();
  }

  it("renders on the server and, without JavaScript, says the cart needs it, keeping what was typed", async () => {
    await withContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(`${server.url}/checkout`);
      // Shown by the browser because scripts are off (a <noscript> note, which locators do not read).
      expect(await page.evaluate(() => document.querySelector("noscript")?.textContent)).toContain(
        "Seu carrinho fica guardado neste navegador e só aparece aqui com o JavaScript ativado.",
      );
      await page.getByLabel("Nome completo", { exact: true }).fill("Sem Script");
      await page.getByLabel("Email", { exact: true }).fill("semscript@example.com");
      await page.getByLabel("WhatsApp", { exact: true }).fill("(11) 98765-4321");
      await page.getByLabel("CPF", { exact: true }).fill("529.982.247-25");
      await page.getByLabel("CEP", { exact: true }).fill("01310-100");
      await page.getByLabel("Rua", { exact: true }).fill("Avenida Paulista");
      await page.getByLabel("Número", { exact: true }).fill("1");
      await page.getByLabel("Bairro", { exact: true }).fill("Bela Vista");
      await page.getByLabel("Cidade", { exact: true }).fill("São Paulo");
      await page.getByLabel("UF", { exact: true }).selectOption("SP");
      await page.getByRole("button", { name: "Finalizar pedido" }).click();
      await page.getByText("só pode ser enviado com o JavaScript ativado").waitFor();
      expect(await page.getByLabel("Nome completo", { exact: true }).inputValue()).toBe("Sem Script");
      expect(await page.getByLabel("Rua", { exact: true }).inputValue()).toBe("Avenida Paulista");
    });
  });

  it("places a checkout order from the same delivery fields, focusing the first wrong field first", async () => {
    await withContext({ javaScriptEnabled: true }, async (page) => {
      await addToCart(page, "Dormirex");
      await page.goto(`${server.url}/checkout`);
      await page.locator("#checkout-form[data-ready]").waitFor();
      await page.getByLabel("Nome completo", { exact: true }).fill("Lia Checkout");
      await page.getByRole("button", { name: "Finalizar pedido" }).click();
      await page.getByText("Por favor, preencha todos os campos obrigatórios").first().waitFor();
      // The checkout asks what the plan form asks, in the same order: WhatsApp and CPF, then the email.
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("whatsapp");

      await page.getByLabel("WhatsApp", { exact: true }).pressSequentially("11987654321");
      await page.getByLabel("CPF", { exact: true }).pressSequentially("52998224725");
      await page.getByLabel("Email", { exact: true }).fill("lia@example.com");
      await page.getByLabel("CEP", { exact: true }).pressSequentially("01310100");
      await expect.poll(() => page.getByLabel("Rua", { exact: true }).inputValue()).toBe("Avenida Paulista");
      expect(await page.getByLabel("Bairro", { exact: true }).inputValue()).toBe("Bela Vista");
      await page.getByLabel("Número", { exact: true }).fill("500");
      await page.getByLabel(/Ponto de referência/).fill("Portão azul");
      await page.getByRole("button", { name: "Finalizar pedido" }).click();
      await page.waitForURL(`${server.url}/pedido-confirmado`);
      // The address changes before the new page renders: wait for the page itself.
      await page.getByRole("heading", { name: "O que acontece agora?" }).waitFor();
      const summary = await page.locator("main").innerText();
      for (const text of ["Lia Checkout", "Avenida Paulista, 500", "01310-100"]) expect(summary).toContain(text);
      expect(await page.evaluate(() => localStorage.getItem("lift-cart"))).toMatch(/^(\[\]|null)$/);
    });
  });
});
