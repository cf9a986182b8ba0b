// The one mapping of an Outcome to HTTP, and the handler's order of work
// (guard, body cap, intent, check, run): what every form of the shop relies on.
import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { type Checked, schemaCheck } from "~/lib/forms";
import { z } from "~/lib/zod";
import { outcomeOf } from "../../../tests/support/route-outcome";
import { readFlashToast } from "./flash.server";
import { acceptAnyFields, formHandler, handleForm, pageAddress, respond } from "./form-handler.server";
import { done, type FormReply, invalid, missing, type Outcome, redirectTo, refusal } from "./outcome";

const SECRET = "a-test-secret-of-enough-length-000";

function recordingContext() {
  const logged: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  return {
    logged,
    ctx: {
      config: { sessionSecret: SECRET },
      logger: {
        info: (msg: string, fields?: Record<string, unknown>) => logged.push({ level: "info", msg, fields }),
        error: (msg: string, fields?: Record<string, unknown>) => logged.push({ level: "error", msg, fields }),
      },
    },
  };
}

function post(url: string, fields: Record<string, string>, init: RequestInit = {}): Request {
  const body = new URLSearchParams(fields);
  return new Request(`http://lift.test${url}`, { method: "POST", body, ...init });
}

/** The toast a redirect carries, read back as the next page would. */
async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("flash-toast="));
  if (!cookie) return null;
  const next = new Request("http://lift.test/", { headers: { Cookie: cookie.split(";")[0]! } });
  return (await readFlashToast(next, SECRET, () => {})).toast;
}

/** An answer read as a refused form's reply (status, headers and `{ intent, result }`). */
function replyOf(value: unknown): { status: number; headers: Headers; body: FormReply } {
  const answer = outcomeOf(value);
  return { status: answer.status, headers: answer.headers, body: answer.body as FormReply };
}

/** A guard or a run with nothing to wait for. */
const resolved =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

const nameCheck = schemaCheck(z.object({ name: z.string().check(z.minLength(2, "Informe o nome")) }));

describe("respond: an Outcome as HTTP", () => {
  const request = post("/privacidade/meus-dados.data?_routes=routes%2Fx&filtro=todos", {});

  it("done: 303 back to the page posted from (never its .data address), with the toast for the next page", async () => {
    const response = (await respond(done({ title: "Dados corrigidos", description: "Atualizamos: nome." }), {
      request,
      secret: SECRET,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/privacidade/meus-dados?filtro=todos");
    expect(await toastOf(response)).toEqual({ title: "Dados corrigidos", description: "Atualizamos: nome." });
  });

  it("done elsewhere: a redirect without a toast keeps only the cookies the work set (an absolute checkout address too)", async () => {
    const response = (await respond(redirectTo("https://checkout.example/cs_1", undefined, ["grant=; Max-Age=0"]), {
      request,
      secret: SECRET,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("https://checkout.example/cs_1");
    expect(response.headers.getSetCookie()).toEqual(["grant=; Max-Age=0"]);
  });

  it("a warning rides in the same toast as the saved change", async () => {
    const outcome = done("Produto salvo", { warning: { title: "Capa", description: "A capa não foi salva." } });
    expect(await toastOf((await respond(outcome, { request, secret: SECRET })) as Response)).toEqual({
      title: "Produto salvo",
      description: "A capa não foi salva.",
    });
  });

  it.each<[string, Outcome, number]>([
    ["invalid", invalid({ phone: "Não foi possível usar este telefone." }), 400],
    ["refused (state changed)", refusal(409, "Este consentimento não está mais ativo."), 409],
    ["refused (too often)", refusal(429, "Muitas tentativas. Tente de novo em alguns minutos."), 429],
    ["refused (unavailable)", refusal(503, "O pagamento online está indisponível no momento."), 503],
    ["not found", missing("Pedido não encontrado."), 404],
  ])("%s: its status, Conform's result with the pt-BR messages, never stored by a cache", async (_, outcome, status) => {
    const answer = replyOf(await respond(outcome, { request, secret: SECRET, intent: "corrigir" }));
    expect(answer.status).toBe(status);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.body.intent).toBe("corrigir");
    expect(answer.body.result.status).toBe("error");
    if (outcome.ok) throw new Error("a refusal was expected");
    if (outcome.message) expect(answer.body.result.error?.[""]).toEqual([outcome.message]);
    if ("fieldErrors" in outcome && outcome.fieldErrors)
      for (const [name, message] of Object.entries(outcome.fieldErrors))
        expect(answer.body.result.error?.[name]).toEqual([message]);
  });
});

describe("handleForm: guard, body cap, intent, check, run", () => {
  const handlers = (run: (value: { name: string }) => Promise<Outcome>) => ({
    default: formHandler({
      check: nameCheck,
      failure: "Não foi possível salvar. Tente novamente.",
      run: ({ value }) => run(value),
    }),
    apagar: formHandler({ check: acceptAnyFields, failure: "Falhou.", run: resolved(done("Apagado")) }),
  });

  it("the guard decides first: its thrown redirect is the answer, and the work never runs", async () => {
    const { ctx } = recordingContext();
    let ran = 0;
    const thrown = await handleForm(
      ctx,
      post("/dashboard", { name: "Ana" }),
      {
        guard: () => {
          throw redirect("/auth/login?redirectTo=%2Fdashboard");
        },
      },
      handlers(() => (ran++, Promise.resolve(done("x")))),
    ).catch((error: unknown) => error);
    expect(outcomeOf(thrown).status).toBe(302);
    expect(ran).toBe(0);
  });

  it("a body over the cap is refused before it is read (413), with the form's pt-BR message", async () => {
    const { ctx } = recordingContext();
    const body = new URLSearchParams({ name: "a".repeat(2000) }).toString();
    // As a browser sends it: with its length, so nothing is read.
    const request = post(
      "/x",
      {},
      { body, headers: { "Content-Length": String(body.length), "Content-Type": "application/x-www-form-urlencoded" } },
    );
    const answer = replyOf(
      await handleForm(ctx, request, { guard: resolved(null), maxBytes: 1000 }, handlers(resolved(done("x")))),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.result.error?.[""]).toEqual(["O envio excede o limite de 1 MB."]);
  });

  it("an unknown intent is a 400 that changes nothing", async () => {
    const { ctx } = recordingContext();
    let ran = 0;
    const answer = replyOf(
      await handleForm(
        ctx,
        post("/x", { intent: "constructor", name: "Ana" }),
        { guard: resolved(null) },
        handlers(() => (ran++, Promise.resolve(done("x")))),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      intent: "constructor",
      result: { error: { "": [expect.stringContaining("Ação desconhecida")] } },
    });
    expect(ran).toBe(0);
  });

  it("bad input: 400 with the field's message and what was typed (Conform's reply), the work never runs", async () => {
    const { ctx } = recordingContext();
    let ran = 0;
    const answer = replyOf(
      await handleForm(
        ctx,
        post("/x", { name: "A" }),
        { guard: resolved(null) },
        handlers(() => (ran++, Promise.resolve(done("x")))),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.intent).toBe("default");
    expect(answer.body.result.error?.name).toEqual(["Informe o nome"]);
    expect(answer.body.result.initialValue).toMatchObject({ name: "A" });
    expect(ran).toBe(0);
  });

  it("the work's refusal keeps what was typed; its success redirects and is reported to onDone", async () => {
    const { ctx } = recordingContext();
    const seen: string[] = [];
    const options = { guard: resolved("viewer-1"), onDone: ({ intent }: { intent: string }) => seen.push(intent) };
    const refused = replyOf(
      await handleForm(ctx, post("/x", { name: "Ana" }), options, handlers(resolved(refusal(409, "Já foi alterado.")))),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.result.error?.[""]).toEqual(["Já foi alterado."]);
    expect(refused.body.result.initialValue).toMatchObject({ name: "Ana" });
    expect(seen).toEqual([]);

    const saved = outcomeOf(await handleForm(ctx, post("/x.data", { name: "Ana" }), options, handlers(resolved(done("Salvo")))));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/x");
    expect(seen).toEqual(["default"]);
  });

  it("an unexpected failure is logged with its cause and answered with the form's message (500), never an error page", async () => {
    const { ctx, logged } = recordingContext();
    const answer = replyOf(
      await handleForm(
        ctx,
        post("/x", { name: "Ana" }),
        { guard: resolved(null) },
        handlers(() => Promise.reject(new Error("conexão recusada"))),
      ),
    );
    expect(answer.status).toBe(500);
    expect(answer.body.result.error?.[""]).toEqual(["Não foi possível salvar. Tente novamente."]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", fields: { path: "/x", intent: "default" } });
    expect(String(logged[0]!.fields!.reason)).toContain("conexão recusada");
  });

  it("a check may be any form's: a button that posts only its intent passes acceptAnyFields", () => {
    const checked: Checked<Record<string, never>> = acceptAnyFields();
    expect(checked).toEqual({ ok: true, data: {} });
  });
});

describe("pageAddress", () => {
  it("drops React Router's data suffix and _routes, keeps the rest of the query", () => {
    expect(pageAddress(new URL("http://lift.test/admin/produtos.data?_routes=a&pagina=2"))).toBe("/admin/produtos?pagina=2");
    expect(pageAddress(new URL("http://lift.test/_root.data"))).toBe("/");
  });
});
