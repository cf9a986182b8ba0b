import { describe, expect, it } from "vitest";
import {
  AGE_RANGE_LABELS,
  AGE_RANGE_OPTIONS,
  ANALYSIS_COMPLETE_DELAY_MS,
  ANALYSIS_DELAYS_MS,
  ANALYSIS_MESSAGES,
  ANALYSIS_NAVIGATE_DELAY_MS,
  EMPTY_ANSWERS,
  EXPECTATION_OPTIONS,
  GENDER_OPTIONS,
  HABIT_LABELS,
  HABIT_OPTIONS,
  OBJECTIVE_LABELS,
  OBJECTIVE_OPTIONS,
  QUIZ_STEPS,
  SYMPTOM_LABELS,
  SYMPTOM_OPTIONS,
  greetingFor,
  habitFeedback,
  patchForStep,
  progressFor,
  resumeStepFor,
  stepIndexOf,
  symptomFeedback,
  validateStep,
  type QuizAnswers,
} from "./quiz-rules";
import { AGE_RANGES, EMPTY_PROFILE, EXPECTATIONS, HABITS, SYMPTOMS } from "./visitor-profile";

const COMPLETE: QuizAnswers = {
  name: "Ana Souza",
  gender: "feminino",
  ageRange: "26-35",
  objective: "sono",
  symptoms: ["insonia"],
  dietaryHabits: ["pouca_agua"],
  expectations: ["preco_acessivel"],
};

describe("steps and progress", () => {
  it("has nine steps, from welcome to analysis", () => {
    expect(QUIZ_STEPS).toHaveLength(9);
    expect([QUIZ_STEPS[0], QUIZ_STEPS[8]]).toEqual(["welcome", "analysis"]);
    expect(stepIndexOf("symptoms")).toBe(5);
  });

  it("is step index / 8", () => {
    expect(progressFor(0)).toBe(0);
    expect(progressFor(1)).toBe(0.125);
    expect(progressFor(4)).toBe(0.5);
    expect(progressFor(7)).toBe(0.875);
    expect(progressFor(8)).toBe(1);
  });

  it("stays between 0 and 1", () => {
    expect(progressFor(-1)).toBe(0);
    expect(progressFor(12)).toBe(1);
    expect(progressFor(Number.NaN)).toBe(0);
  });
});

describe("greetingFor", () => {
  it.each([
    [0, "Boa noite"],
    [4, "Boa noite"],
    [5, "Bom dia"],
    [11, "Bom dia"],
    [12, "Boa tarde"],
    [17, "Boa tarde"],
    [18, "Boa noite"],
    [23, "Boa noite"],
  ])("%i h → %s", (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe("validateStep", () => {
  it("asks for a name that is not blank", () => {
    expect(validateStep("name", EMPTY_ANSWERS)).toBe("Por favor, digite seu nome");
    expect(validateStep("name", { ...EMPTY_ANSWERS, name: "   " })).toBe("Por favor, digite seu nome");
    expect(validateStep("name", { ...EMPTY_ANSWERS, name: " Ana " })).toBeNull();
  });

  it("asks for a gender", () => {
    expect(validateStep("gender", EMPTY_ANSWERS)).toBe("Por favor, selecione seu gênero");
    expect(validateStep("gender", { ...EMPTY_ANSWERS, gender: "masculino" })).toBeNull();
  });

  it("asks for an age range", () => {
    expect(validateStep("age", EMPTY_ANSWERS)).toBe("Por favor, selecione sua faixa etária");
    expect(validateStep("age", { ...EMPTY_ANSWERS, ageRange: "65+" })).toBeNull();
  });

  it("asks for an objective", () => {
    expect(validateStep("objective", EMPTY_ANSWERS)).toBe("Por favor, selecione um objetivo");
    expect(validateStep("objective", { ...EMPTY_ANSWERS, objective: "foco" })).toBeNull();
  });

  it("asks for at least one symptom", () => {
    expect(validateStep("symptoms", EMPTY_ANSWERS)).toBe("Por favor, selecione pelo menos um sintoma");
    expect(validateStep("symptoms", { ...EMPTY_ANSWERS, symptoms: ["cansaco"] })).toBeNull();
  });

  it("asks for at least one eating habit", () => {
    expect(validateStep("habits", EMPTY_ANSWERS)).toBe("Por favor, selecione pelo menos um hábito alimentar");
    expect(validateStep("habits", { ...EMPTY_ANSWERS, dietaryHabits: ["fast_food"] })).toBeNull();
  });

  it("asks for at least one expectation", () => {
    expect(validateStep("expectations", EMPTY_ANSWERS)).toBe("Por favor, selecione pelo menos uma expectativa");
    expect(validateStep("expectations", { ...EMPTY_ANSWERS, expectations: ["resultados_rapidos"] })).toBeNull();
  });

  it("has nothing to check on welcome and analysis", () => {
    expect(validateStep("welcome", EMPTY_ANSWERS)).toBeNull();
    expect(validateStep("analysis", EMPTY_ANSWERS)).toBeNull();
  });

  it("accepts a partial answer object", () => {
    expect(validateStep("symptoms", {})).toBe("Por favor, selecione pelo menos um sintoma");
  });
});

describe("patchForStep", () => {
  it("saves each answer under its profile field, the name trimmed", () => {
    const answers = { ...COMPLETE, name: "  Ana Souza " };
    expect(patchForStep("name", answers)).toEqual({ name: "Ana Souza" });
    expect(patchForStep("gender", answers)).toEqual({ gender: "feminino" });
    expect(patchForStep("age", answers)).toEqual({ ageRange: "26-35" });
    expect(patchForStep("objective", answers)).toEqual({ objective: "sono" });
    expect(patchForStep("symptoms", answers)).toEqual({ symptoms: ["insonia"] });
    expect(patchForStep("habits", answers)).toEqual({ dietaryHabits: ["pouca_agua"] });
    expect(patchForStep("expectations", answers)).toEqual({ expectations: ["preco_acessivel"] });
    expect(patchForStep("welcome", answers)).toEqual({});
  });
});

describe("feedback", () => {
  it("symptoms: up to 2 few, 3–5 possible imbalances, 6+ many", () => {
    const few = symptomFeedback(2);
    const some = symptomFeedback(3);
    const many = symptomFeedback(6);
    expect(symptomFeedback(1)).toBe(few);
    expect(symptomFeedback(5)).toBe(some);
    expect(symptomFeedback(12)).toBe(many);
    expect(new Set([few, some, many]).size).toBe(3);
    expect(few).toMatch(/poucos sintomas/i);
    expect(some).toMatch(/desequilíbrios/i);
    expect(many).toMatch(/muitos sintomas/i);
  });

  it("habits: up to 2 on the right track, 3–4 some to improve, 5+ impacting health", () => {
    const good = habitFeedback(2);
    const improve = habitFeedback(3);
    const impact = habitFeedback(5);
    expect(habitFeedback(1)).toBe(good);
    expect(habitFeedback(4)).toBe(improve);
    expect(habitFeedback(8)).toBe(impact);
    expect(new Set([good, improve, impact]).size).toBe(3);
    expect(good).toMatch(/caminho certo/i);
    expect(improve).toMatch(/podem ser melhorados/i);
    expect(impact).toMatch(/impactando a sua saúde/i);
  });
});

describe("analysis timing", () => {
  it("has six messages with the spec delays, then 300 ms and 200 ms", () => {
    expect(ANALYSIS_MESSAGES).toHaveLength(6);
    expect(ANALYSIS_MESSAGES[0]).toBe("Analisando seu perfil...");
    expect(ANALYSIS_MESSAGES[1]).toBe("Avaliando seus sintomas...");
    expect(ANALYSIS_DELAYS_MS).toEqual([700, 600, 700, 600, 500, 400]);
    expect(ANALYSIS_COMPLETE_DELAY_MS).toBe(300);
    expect(ANALYSIS_NAVIGATE_DELAY_MS).toBe(200);
  });
});

describe("resumeStepFor", () => {
  it("starts a new visitor at welcome", () => {
    expect(resumeStepFor(EMPTY_PROFILE)).toBe("welcome");
    expect(resumeStepFor({ ...EMPTY_PROFILE, name: "  " })).toBe("welcome");
  });

  it("resumes at the first unanswered question", () => {
    expect(resumeStepFor({ ...EMPTY_PROFILE, name: "Ana" })).toBe("gender");
    expect(resumeStepFor({ ...EMPTY_PROFILE, name: "Ana", gender: "feminino" })).toBe("age");
    expect(resumeStepFor({ ...COMPLETE, ageRange: "", objective: "" })).toBe("age");
    expect(resumeStepFor({ ...COMPLETE, objective: "" })).toBe("objective");
    expect(resumeStepFor({ ...COMPLETE, symptoms: [] })).toBe("symptoms");
    expect(resumeStepFor({ ...COMPLETE, dietaryHabits: [] })).toBe("habits");
    expect(resumeStepFor({ ...COMPLETE, expectations: [] })).toBe("expectations");
  });

  it("offers the last question again when everything is answered but the analysis did not finish", () => {
    expect(resumeStepFor({ ...EMPTY_PROFILE, ...COMPLETE })).toBe("expectations");
  });

  it("reports a completed quiz", () => {
    expect(resumeStepFor({ ...EMPTY_PROFILE, ...COMPLETE, quizCompleted: true })).toBe("completed");
  });
});

describe("labels", () => {
  it("names every id in pt-BR", () => {
    for (const id of SYMPTOMS) expect(SYMPTOM_LABELS[id]).toBeTruthy();
    for (const id of HABITS) expect(HABIT_LABELS[id]).toBeTruthy();
    for (const id of AGE_RANGES) expect(AGE_RANGE_LABELS[id]).toBeTruthy();
    expect(SYMPTOM_LABELS.cansaco).toBe("Cansaço frequente");
    expect(HABIT_LABELS.pouca_agua).toBe("Bebo menos de 1,5 L de água por dia");
    expect(HABIT_LABELS.fast_food).toBe("Fast food mais de 2x por semana");
    expect(AGE_RANGE_LABELS["18-25"]).toBe("18 a 25 anos");
    expect(AGE_RANGE_LABELS["65+"]).toBe("Mais de 65 anos");
    expect(OBJECTIVE_LABELS).toEqual({
      emagrecer: "Emagrecer",
      pele: "Pele mais bonita",
      sono: "Dormir melhor",
      foco: "Mais foco e memória",
      energia: "Mais energia",
    });
  });

  it("offers every id once, in the profile's order, with distinct labels", () => {
    const cases = [
      [GENDER_OPTIONS, 2],
      [AGE_RANGE_OPTIONS, AGE_RANGES.length],
      [OBJECTIVE_OPTIONS, 5],
      [SYMPTOM_OPTIONS, SYMPTOMS.length],
      [HABIT_OPTIONS, HABITS.length],
      [EXPECTATION_OPTIONS, EXPECTATIONS.length],
    ] as const;
    for (const [options, length] of cases) {
      expect(options).toHaveLength(length);
      expect(new Set(options.map((o) => o.label)).size).toBe(length);
    }
    expect(SYMPTOM_OPTIONS.map((o) => o.value)).toEqual([...SYMPTOMS]);
  });
});
