// Keyboard all the way to an order (issue 19, point 5): /loja → product → cart →
// checkout, and the plan page's order form, with Tab, Shift+Tab, Enter, Space and
// typing only. At every stop the focused control must show a focus style and not
// sit under a floating element (the sticky header, the chat button). Written
// against roles and pt-BR labels, not classes or input names.
import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated } from "./support/shop";

const resources = resourcesForAll(240_000);
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // No CEP service: the address is typed by hand (the lookup must never be needed).
  [server, browser] = await Promise.all([
    resources.server({ env: { CEP_API_URL: "http://127.0.0.1:9" }, timeoutMs: 200_000 }),
    resources.browser(),
  ]);
}, 240_000);

interface FocusReport {
  description: string;
  visibleFocus: boolean;
  covered: string | null;
}

/** What the focused element looks like: a focus style, and whether another element is painted over its centre. */
async function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    const rect = el.getBoundingClientRect();
    const x = rect.left + Math.min(rect.width / 2, 20);
    const y = rect.top + rect.height / 2;
    let covered: string | null = null;
    if (rect.width > 0 && rect.height > 0 && y >= 0 && y <= innerHeight) {
      const hit = document.elementFromPoint(x, y);
      // A control's own label or text is fine; anything else on top of it hides it.
      if (hit && !el.contains(hit) && !hit.contains(el) && !(el.id && hit.closest(`label[for="${CSS.escape(el.id)}"]`))) {
        covered = `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ""} "${(hit.textContent ?? "").trim().slice(0, 40)}"`;
      }
    }
    const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40);
    return { description: `${el.tagName.toLowerCase()} "${name}"`, visibleFocus: outline || shadow, covered };
  });
}

/** Presses Tab until `target` has focus, checking every stop on the way. */
async function tabTo(
  page: Page,
  target: Locator,
  problems: string[],
  max = 200,
  key: "Tab" | "Shift+Tab" = "Tab",
): Promise<void> {
  const trail: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const report = await focusReport(page);
    trail.push(report?.description ?? "(nada)");
    if (report) {
      if (!report.visibleFocus) problems.push(`${page.url()}: foco invisível em ${report.description}`);
      if (report.covered) problems.push(`${page.url()}: ${report.description} coberto por ${report.covered}`);
    }
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab nunca chegou a ${target.toString()} (${page.url()}); passou por: ${trail.slice(-12).join(" → ")}`);
}

/** Types into the focused field, after checking it is the one named `label`. */
async function typeInto(page: Page, field: Locator, text: string, problems: string[]) {
  await tabTo(page, field, problems);
  await page.keyboard.type(text);
}

/** After a client-side navigation the new page's main region has focus: Tab goes on from the page's start. */
async function expectFocusOnMain(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
}

/** Skips the header with the skip link, as a keyboard user does on a fresh page. */
async function skipToContent(page: Page, problems: string[]) {
  await tabTo(page, page.getByRole("link", { name: "Pular para o conteúdo" }), problems, 3);
  await page.keyboard.press("Enter");
}

/** Each invalid field names its error: aria-invalid and aria-describedby pointing at a visible message. */
async function expectErrorsLinked(page: Page, labels: string[]) {
  for (const label of labels) {
    const field = page.getByLabel(label, { exact: true });
    await expect.poll(() => field.getAttribute("aria-invalid"), { message: label }).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const texts = await Promise.all(
      describedBy
        .split(/\s+/)
        .filter(Boolean)
        .map((id) =>
          page
            .locator(`[id="${id}"]`)
            .innerText()
            .catch(() => ""),
        ),
    );
    expect(texts.join(" ").trim(), `${label}: mensagem ligada ao campo`).not.toBe("");
  }
}

describe("keyboard only", () => {
  it("places a store order: /loja → product → cart → checkout", async () => {
    const page = await each.page(browser, { viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    await page.goto(`${server.url}/loja`);
    await hydrated(page);

    await skipToContent(page, problems);
    const product = page.getByRole("main").getByRole("link", { name: "Dormirex" }).first();
    await tabTo(page, product, problems);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/produto\/\d+$/);
    await hydrated(page);

    await expectFocusOnMain(page);
    await tabTo(page, page.getByRole("button", { name: /Adicionar ao carrinho/ }), problems);
    await page.keyboard.press("Space");
    await expect.poll(async () => (await page.getByTestId("cart-count").first().innerText()).split("\n")[0]).toBe("1");

    // Back up to the header's cart link (Shift+Tab), then on to the cart.
    const cartLink = page.getByRole("link", { name: /Carrinho/ }).first();
    for (let i = 0; i < 60 && !(await cartLink.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Shift+Tab");
    expect(await cartLink.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/cart`);
    await hydrated(page);

    await expectFocusOnMain(page);
    await tabTo(page, page.getByRole("link", { name: "Finalizar Compra" }), problems);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/checkout`);
    await hydrated(page);

    // An empty submit: the errors are announced and linked to their fields.
    await expectFocusOnMain(page);
    const submit = page.getByRole("button", { name: "Finalizar pedido" });
    await tabTo(page, page.getByLabel("Nome completo", { exact: true }), problems);
    await page.keyboard.type("Paula Teclado");
    await tabTo(page, submit, problems);
    await page.keyboard.press("Enter");
    await expectErrorsLinked(page, ["WhatsApp", "CPF", "Email", "CEP"]);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");

    // Back up from the submit button to the top of the form (Shift+Tab), then fill in the rest.
    await tabTo(page, page.getByLabel("Nome completo", { exact: true }), problems, 60, "Shift+Tab");
    await typeInto(page, page.getByLabel("WhatsApp", { exact: true }), "31987654321", problems);
    await typeInto(page, page.getByLabel("CPF", { exact: true }), "52998224725", problems);
    await typeInto(page, page.getByLabel("Email", { exact: true }), "paula.teclado@example.com", problems);
    await typeInto(page, page.getByLabel("CEP", { exact: true }), "30130010", problems);
    await typeInto(page, page.getByLabel("Rua", { exact: true }), "Avenida Afonso Pena", problems);
    await typeInto(page, page.getByLabel("Número", { exact: true }), "1000", problems);
    await typeInto(page, page.getByLabel("Bairro", { exact: true }), "Centro", problems);
    await typeInto(page, page.getByLabel("Cidade", { exact: true }), "Belo Horizonte", problems);
    // The UF is a select: typing its letters chooses it, as with any keyboard.
    await tabTo(page, page.getByLabel("UF", { exact: true }), problems);
    await page.keyboard.type("MG");
    expect(await page.getByLabel("UF", { exact: true }).inputValue()).toBe("MG");
    await tabTo(page, submit, problems);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/pedido-confirmado`);
    await page.getByText("Pedido realizado com sucesso!").first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("orders from the plan page's form", async () => {
    const page = await each.page(browser, { viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    await page.goto(`${server.url}/plano-emagrecimento`);
    await hydrated(page);
    const form = page
      .getByRole("region", { name: "Preencha seus dados para receber" })
      .or(page.locator("form", { has: page.getByRole("button", { name: "Quero receber em casa" }) }))
      .first();
    const submit = form.getByRole("button", { name: "Quero receber em casa" });

    await skipToContent(page, problems);
    await tabTo(page, form.getByLabel("Nome completo", { exact: true }), problems);
    await page.keyboard.type("Rui Teclado");
    await tabTo(page, submit, problems);
    await page.keyboard.press("Enter");
    await expectErrorsLinked(page, ["WhatsApp", "CEP", "Rua"]);

    // Back up from the submit button to the top of the form (Shift+Tab), then fill in the rest.
    await tabTo(page, form.getByLabel("Nome completo", { exact: true }), problems, 60, "Shift+Tab");
    await typeInto(page, form.getByLabel("WhatsApp", { exact: true }), "31987654321", problems);
    const cpf = form.getByLabel("CPF", { exact: true });
    if (await cpf.count()) await typeInto(page, cpf, "52998224725", problems);
    const email = form.getByLabel("Email", { exact: true });
    if (await email.count()) await typeInto(page, email, "rui.teclado@example.com", problems);
    await typeInto(page, form.getByLabel("CEP", { exact: true }), "30130010", problems);
    await typeInto(page, form.getByLabel("Rua", { exact: true }), "Avenida Afonso Pena", problems);
    await typeInto(page, form.getByLabel("Número", { exact: true }), "1000", problems);
    await typeInto(page, form.getByLabel("Bairro", { exact: true }), "Centro", problems);
    await typeInto(page, form.getByLabel("Cidade", { exact: true }), "Belo Horizonte", problems);
    await tabTo(page, form.getByLabel("UF", { exact: true }), problems);
    await page.keyboard.type("MG");
    // The terms and the WhatsApp consent: Space ticks each box.
    for (const box of await form.getByRole("checkbox").all()) {
      await tabTo(page, box, problems);
      await page.keyboard.press("Space");
      expect(await box.isChecked()).toBe(true);
    }
    await tabTo(page, submit, problems);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/pedido-confirmado`).catch(async (error) => {
      const shown = await form.locator('[id$="-error"], [role="alert"]').allInnerTexts();
      shown.push(
        ...(await form
          .locator("input, select")
          .evaluateAll((els) =>
            els.map(
              (e) =>
                `${e.getAttribute("name")}=${(e as HTMLInputElement).type === "checkbox" ? (e as HTMLInputElement).checked : (e as HTMLInputElement).value}`,
            ),
          )),
      );
      throw new Error(`${error}\nproblemas: ${problems.join("; ")}\nmensagens: ${shown.join(" | ")}`);
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("draws the specialists' portraits on the plan pages (not empty circles)", async () => {
    const page = await each.page(browser, { viewport: { width: 1280, height: 800 } });
    for (const path of ["/plano-emagrecimento", "/plano-pele"]) {
      await page.goto(server.url + path);
      const portraits = page.locator("#especialistas img");
      await portraits.first().scrollIntoViewIfNeeded();
      expect(await portraits.count()).toBeGreaterThanOrEqual(2);
      for (const img of await portraits.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
        expect(await img.getAttribute("width")).toBe("320");
        expect(await img.getAttribute("height")).toBe("320");
        expect(await img.getAttribute("alt")).toMatch(/^Ilustração de /);
        // Modern format first, and a drawing, not a flat disc: many colours in the picture.
        expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
        const colours = await img.evaluate((el: HTMLImageElement) => {
          const canvas = document.createElement("canvas");
          canvas.width = 64;
          canvas.height = 64;
          const ctx = canvas.getContext("2d")!;
          ctx.drawImage(el, 0, 0, 64, 64);
          const data = ctx.getImageData(0, 0, 64, 64).data;
          const seen = new Set<string>();
          for (let i = 0; i < data.length; i += 4) seen.add(`${data[i]! >> 4},${data[i + 1]! >> 4},${data[i + 2]! >> 4}`);
          return seen.size;
        });
        expect(colours).toBeGreaterThan(20);
      }
    }
    await page.close();
  });
}, 240_000);
