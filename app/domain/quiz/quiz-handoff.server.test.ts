import { describe, expect, it } from "vitest";
import { quizGreetingName, quizHandoffCookieHeader, readQuizHandoff } from "./quiz-handoff.server";

const answers = {
  name: "joão pedro",
  gender: "masculino" as const,
  ageRange: "36-45" as const,
  objective: "foco" as const,
  symptoms: ["cansaco"],
  dietaryHabits: ["fast_food"],
  expectations: ["preco_acessivel"],
};

function cookieOf(header: string): string {
  return header.split(";")[0]!;
}

describe("quiz hand-off cookie", () => {
  it("reads back what this server signed (UTF-8 names included)", () => {
    const header = quizHandoffCookieHeader(answers, "segredo-de-teste-123");
    expect(header).toMatch(/^quiz-respostas=[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    const read = readQuizHandoff(`outro=1; ${cookieOf(header)}`, "segredo-de-teste-123");
    expect(read).toEqual(answers);
    expect(quizGreetingName(cookieOf(header), "segredo-de-teste-123")).toBe("joão");
  });

  it("ignores a cookie signed with another secret or edited", () => {
    const value = cookieOf(quizHandoffCookieHeader(answers, "segredo-de-teste-123"));
    expect(readQuizHandoff(value, "outro-segredo-456")).toBeNull();
    const [payload, signature] = value.split("=")[1]!.split(".");
    const forged = Buffer.from(JSON.stringify({ ...answers, name: "Hacker" })).toString("base64url");
    expect(readQuizHandoff(`quiz-respostas=${forged}.${signature}`, "segredo-de-teste-123")).toBeNull();
    expect(readQuizHandoff(`quiz-respostas=${payload}`, "segredo-de-teste-123")).toBeNull();
    expect(readQuizHandoff(null, "segredo-de-teste-123")).toBeNull();
  });
});
