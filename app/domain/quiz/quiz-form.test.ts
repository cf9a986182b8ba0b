// The quiz as HTML forms: what the server answers to a posted step (decision 017).
import { describe, expect, it } from "vitest";
import {
  answerQuizForm,
  answersFromForm,
  EMPTY_ANSWERS,
  hiddenAnswerFields,
  VALIDATION_MESSAGES,
  type QuizAnswers,
} from "./quiz-rules";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const FULL: QuizAnswers = {
  name: "Maria Silva",
  gender: "feminino",
  ageRange: "26-35",
  objective: "sono",
  symptoms: ["cansaco", "insonia"],
  dietaryHabits: ["pouca_agua"],
  expectations: ["resultados_consistentes"],
};

describe("answerQuizForm", () => {
  it("goes from Começar to the name step, and back from a step keeping its answer", () => {
    expect(answerQuizForm(form([["passo", "welcome"]]))).toMatchObject({ kind: "step", view: "name", error: null });
    const back = answerQuizForm(
      form([
        ["passo", "age"],
        ["intencao", "voltar"],
        ["name", "Ana"],
        ["gender", "feminino"],
      ]),
    );
    expect(back).toMatchObject({ kind: "step", view: "gender", error: null, answers: { name: "Ana", gender: "feminino" } });
  });

  it("answers a missing answer with the step's own message", () => {
    expect(
      answerQuizForm(
        form([
          ["passo", "name"],
          ["name", "   "],
        ]),
      ),
    ).toMatchObject({ view: "name", error: VALIDATION_MESSAGES.name });
    expect(
      answerQuizForm(
        form([
          ["passo", "symptoms"],
          ["name", "Ana"],
        ]),
      ),
    ).toMatchObject({ view: "symptoms", error: VALIDATION_MESSAGES.symptoms });
  });

  it("trims the name when the step is left", () => {
    expect(
      answerQuizForm(
        form([
          ["passo", "name"],
          ["name", "  Ana Paula  "],
        ]),
      ),
    ).toMatchObject({ view: "gender", answers: { name: "Ana Paula" } });
  });

  it("finishes after the last question only with every answer, re-checking the hidden ones", () => {
    const fields = hiddenAnswerFields(FULL, "expectations").map((f) => [f.name, f.value] as [string, string]);
    const done = answerQuizForm(form([["passo", "expectations"], ["expectations", "resultados_consistentes"], ...fields]));
    expect(done).toEqual({ kind: "done", answers: FULL });
    const tampered = fields.filter(([name]) => name !== "ageRange");
    expect(answerQuizForm(form([["passo", "expectations"], ["expectations", "preco_acessivel"], ...tampered]))).toMatchObject({
      kind: "step",
      view: "age",
      error: VALIDATION_MESSAGES.age,
    });
  });

  it("keeps only known values and starts over on an unknown step", () => {
    const answers = answersFromForm(
      form([
        ["gender", "outro"],
        ["symptoms", "cansaco"],
        ["symptoms", "cansaco"],
        ["symptoms", "<script>"],
        ["objective", "sono"],
      ]),
    );
    expect(answers).toEqual({ ...EMPTY_ANSWERS, symptoms: ["cansaco"], objective: "sono" });
    expect(answerQuizForm(form([["passo", "analysis"]]))).toMatchObject({ view: "welcome" });
    expect(answerQuizForm(form([["passo", "../admin"]]))).toMatchObject({ view: "welcome" });
  });
});

describe("hiddenAnswerFields", () => {
  it("carries every answer but the one the step shows", () => {
    const fields = hiddenAnswerFields(FULL, "symptoms");
    expect(fields.some((f) => f.name === "symptoms")).toBe(false);
    expect(fields).toContainEqual({ name: "name", value: "Maria Silva" });
    expect(fields.filter((f) => f.name === "expectations")).toEqual([{ name: "expectations", value: "resultados_consistentes" }]);
    expect(hiddenAnswerFields(EMPTY_ANSWERS, "welcome")).toEqual([]);
  });
});
