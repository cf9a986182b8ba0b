// Credentials are single-use in every sense (issue 15, point 6): a completed
// password reset or password change ends every other reset link and every
// other session of the account (a change from /perfil keeps the browser that
// made it); a reset request answers alike whether or not the email has an
// account. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL; emails are
// read from an SMTP server on loopback.
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import {
  Client,
  createPostgresDatabase,
  nextIp,
  type RunningServer,
  startAppServer,
  TEST_DATABASE_URL,
  type TestPostgres,
  uniqueEmail,
} from "./support/app";
import { newCustomer, signIn } from "./support/identities";
import { resourcesForAll } from "../e2e/support/fixtures";

const engines: Array<{ name: string; postgres: boolean }> = [{ name: "PGlite", postgres: false }];
if (TEST_DATABASE_URL) engines.push({ name: "PostgreSQL", postgres: true });
else console.warn("[credentials] PostgreSQL IGNORADO: defina TEST_DATABASE_URL para rodar também nesse banco.");

/** The reset links emailed to `email`, once `count` of them have arrived. */
async function resetTokens(smtp: TestSmtp, email: string, count: number): Promise<string[]> {
  const mails = () => smtp.received.filter((m) => m.to.includes(email) && decodeMail(m.raw).includes("/reset-password?token="));
  await smtp.waitFor(() => mails().length >= count, 20_000);
  return mails().map((m) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodeMail(m.raw))![1]!);
}

async function signedIn(client: Client): Promise<boolean> {
  const res = await client.get("/perfil");
  if (res.status === 200) return true;
  expect(res.status).toBeOneOf([302, 303]);
  expect(res.location).toMatch(/^\/auth\/login/);
  return false;
}

for (const engine of engines) {
  describe(`single-use credentials [${engine.name}]`, () => {
    let server: RunningServer;
    let pg: TestPostgres | undefined;
    let smtp: TestSmtp;
    const resources = resourcesForAll();
    beforeAll(async () => {
      smtp = await resources.start(startSmtp(), (s) => s.close());
      if (engine.postgres) pg = await resources.start(createPostgresDatabase(), (pg) => pg.drop());
      server = await resources.start(
        startAppServer({
          trustProxy: true,
          databaseUrl: pg?.url,
          timeoutMs: 180_000,
          env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_CONFIRMATION: "false" },
        }),
        (s) => s.stop(),
      );
    });

    it("a completed reset voids the other reset links and ends every session", async () => {
      const owner = await newCustomer(server.url, true);
      const phone = new Client(server.url, nextIp());
      await signIn(phone, owner.email!, owner.password!);
      for (let i = 0; i < 2; i++)
        expect(
          (await new Client(server.url, nextIp()).post("/auth/esqueci-senha", { form: { email: owner.email! } })).status,
        ).toBeOneOf([302, 303]);
      const [first, second] = await resetTokens(smtp, owner.email!, 2);
      const anyone = new Client(server.url, nextIp());
      const done = await anyone.post("/reset-password", {
        form: { token: second!, password: "NovaSenha-1", confirmPassword: "NovaSenha-1" },
      });
      expect(done.status, done.text.slice(0, 300)).toBeOneOf([302, 303]);
      // The other link, still unexpired and unused, no longer works.
      const other = await anyone.post("/reset-password", {
        form: { token: first!, password: "OutraSenha-2", confirmPassword: "OutraSenha-2" },
      });
      expect(other.status).toBe(400);
      expect(other.text).toMatch(/inválido ou expirou/);
      expect(await signedIn(owner.client)).toBe(false);
      expect(await signedIn(phone)).toBe(false);
      await signIn(new Client(server.url, nextIp()), owner.email!, "NovaSenha-1");
    });

    it("changing the password in the profile keeps this session, ends the others and voids the reset links", async () => {
      const owner = await newCustomer(server.url, true);
      const phone = new Client(server.url, nextIp());
      await signIn(phone, owner.email!, owner.password!);
      expect((await owner.client.post("/perfil", { form: { intent: "reset-password" } })).status).toBeOneOf([302, 303]);
      const [link] = await resetTokens(smtp, owner.email!, 1);

      const wrong = await owner.client.post("/perfil", {
        form: {
          intent: "change-password",
          currentPassword: "nao-e-esta",
          password: "Trocada-123",
          confirmPassword: "Trocada-123",
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.text).toMatch(/senha atual está incorreta/);
      expect(await signedIn(phone)).toBe(true);

      const changed = await owner.client.post("/perfil", {
        form: {
          intent: "change-password",
          currentPassword: owner.password!,
          password: "Trocada-123",
          confirmPassword: "Trocada-123",
        },
      });
      expect(changed.status, changed.text.slice(0, 300)).toBeOneOf([302, 303]);
      expect(await signedIn(owner.client)).toBe(true);
      expect(await signedIn(phone)).toBe(false);
      const stale = await new Client(server.url, nextIp()).post("/reset-password", {
        form: { token: link!, password: "DeNovo-456", confirmPassword: "DeNovo-456" },
      });
      expect(stale.status).toBe(400);
      const old = await new Client(server.url, nextIp()).post("/auth/login", {
        form: { email: owner.email!, password: owner.password! },
      });
      expect(old.status).toBe(401);
      await signIn(new Client(server.url, nextIp()), owner.email!, "Trocada-123");
    });

    it("the reset request answers alike whether the account exists or not", async () => {
      const owner = await newCustomer(server.url, true);
      const answer = async (email: string) => {
        const res = await new Client(server.url, nextIp()).post("/auth/esqueci-senha", { form: { email } });
        return {
          status: res.status,
          location: res.location,
          body: res.text,
          cookies: res.headers.getSetCookie().map((c) => c.split("=")[0]),
        };
      };
      const known = await answer(owner.email!);
      const unknown = await answer(uniqueEmail("ninguem"));
      expect(unknown).toEqual(known);
      await resetTokens(smtp, owner.email!, 1);
    });
  });
}
