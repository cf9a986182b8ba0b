// The four kinds of people, each made through the app itself: a visitor (no
// cookies), a customer (sign-up, sign-in), a subscriber (sign-up, sign-in, the
// club's local payment page) and the admin (the panel's password).
import { expect } from "vitest";
import { Client, nextIp, TEST_ADMIN_PASSWORD, uniqueEmail } from "./app";

export type Role = "visitor" | "customer" | "subscriber" | "admin";
export const ROLES: Role[] = ["visitor", "customer", "subscriber", "admin"];

export interface Person {
  role: Role;
  client: Client;
  email?: string;
  password?: string;
}

export const TEST_CARD = { name: "Maria Teste", cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

function clientFor(base: string, trustProxy: boolean): Client {
  return new Client(base, trustProxy ? nextIp() : undefined);
}

export async function signUp(client: Client, email: string, password: string, name = "Cliente Teste") {
  const res = await client.post("/auth/register", { form: { name, email, password, confirmPassword: password } });
  expect(res.status, `cadastro de ${email}: ${res.text.slice(0, 300)}`).toBeOneOf([302, 303]);
  return res;
}

export async function signIn(client: Client, email: string, password: string) {
  const res = await client.post("/auth/login", { form: { email, password } });
  expect(res.status, `login de ${email}: ${res.text.slice(0, 300)}`).toBeOneOf([302, 303]);
  expect([...client.cookies.keys()].some((k) => k.endsWith("lift_session"))).toBe(true);
  return res;
}

export async function newCustomer(base: string, trustProxy = false): Promise<Person> {
  const client = clientFor(base, trustProxy);
  const email = uniqueEmail("cliente");
  const password = `Senha-${Math.random().toString(36).slice(2, 10)}`;
  await signUp(client, email, password);
  await signIn(client, email, password);
  return { role: "customer", client, email, password };
}

/** Subscribes through the club page and the local provider's hosted payment page (a signed event to our webhook). */
export async function subscribe(client: Client, clubPath = "/clube-lift") {
  const start = await client.post(clubPath, { form: {} });
  expect(start.status, start.text.slice(0, 300)).toBe(303);
  const pay = start.location!;
  expect(pay).toMatch(/^\/pagamento\/cs_local_[0-9a-f]{32}$/);
  const done = await client.post(pay, { form: TEST_CARD });
  expect(done.status, done.text.slice(0, 300)).toBe(303);
  return pay;
}

export async function newSubscriber(base: string, trustProxy = false): Promise<Person> {
  const person = await newCustomer(base, trustProxy);
  await subscribe(person.client);
  return { ...person, role: "subscriber" };
}

export async function newAdmin(base: string, trustProxy = false): Promise<Person> {
  const client = clientFor(base, trustProxy);
  const res = await client.post("/admin", { form: { intent: "login", password: TEST_ADMIN_PASSWORD } });
  expect(res.status, res.text.slice(0, 300)).toBeOneOf([302, 303]);
  expect([...client.cookies.keys()].some((k) => k.endsWith("lift_admin"))).toBe(true);
  return { role: "admin", client, password: TEST_ADMIN_PASSWORD };
}

export async function everyone(base: string, trustProxy = false): Promise<Record<Role, Person>> {
  const [customer, subscriber, admin] = await Promise.all([
    newCustomer(base, trustProxy),
    newSubscriber(base, trustProxy),
    newAdmin(base, trustProxy),
  ]);
  return { visitor: { role: "visitor", client: clientFor(base, trustProxy) }, customer, subscriber, admin };
}
