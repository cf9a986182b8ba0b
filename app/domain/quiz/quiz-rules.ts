// The personalization quiz (spec: "Quiz home page", section 4 "Quiz", section 5
// "Quiz", section 9). Pure logic shared by the quiz UI and its tests: steps,
// progress, greeting, validation, feedback, analysis timing, resume and labels.
import { toSingleLine } from "~/lib/control-chars";
import { OBJECTIVES, type Objective } from "./objective-plans";
import {
  AGE_RANGES,
  EMPTY_PROFILE,
  EXPECTATIONS,
  GENDERS,
  HABITS,
  SYMPTOMS,
  sanitizeProfile,
  type VisitorProfile,
} from "./visitor-profile";

export const QUIZ_STEPS = [
  "welcome",
  "name",
  "gender",
  "age",
  "objective",
  "symptoms",
  "habits",
  "expectations",
  "analysis",
] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

/** The last step index (analysis): progress is step index / 8. */
export const LAST_STEP_INDEX = QUIZ_STEPS.length - 1;
/** The welcome step promises this. */
export const QUIZ_MINUTES = 3;
/** Steps fade out, then the next one fades in (spec: 300 ms). */
export const STEP_FADE_MS = 300;

export function stepIndexOf(step: QuizStep): number {
  return QUIZ_STEPS.indexOf(step);
}

/** Share of the quiz done at a step, 0…1 (step index / 8, clamped). */
export function progressFor(stepIndex: number): number {
  if (!Number.isFinite(stepIndex)) return 0;
  return Math.min(1, Math.max(0, stepIndex / LAST_STEP_INDEX));
}

export type Greeting = "Bom dia" | "Boa tarde" | "Boa noite";

/** Bom dia 05–11 h, Boa tarde 12–17 h, Boa noite otherwise. */
export function greetingFor(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return "Bom dia";
  if (hour >= 12 && hour < 18) return "Boa tarde";
  return "Boa noite";
}

/** The answers the quiz collects, named as in the visitor profile. */
export type QuizAnswers = Pick<
  VisitorProfile,
  "name" | "gender" | "ageRange" | "objective" | "symptoms" | "dietaryHabits" | "expectations"
>;

export const EMPTY_ANSWERS: QuizAnswers = answersFrom(EMPTY_PROFILE);

export function answersFrom(profile: QuizAnswers): QuizAnswers {
  return {
    name: profile.name,
    gender: profile.gender,
    ageRange: profile.ageRange,
    objective: profile.objective,
    symptoms: [...profile.symptoms],
    dietaryHabits: [...profile.dietaryHabits],
    expectations: [...profile.expectations],
  };
}

/** Spec section 5: the exact messages. */
export const VALIDATION_MESSAGES = {
  name: "Por favor, digite seu nome",
  gender: "Por favor, selecione seu gênero",
  age: "Por favor, selecione sua faixa etária",
  objective: "Por favor, selecione um objetivo",
  symptoms: "Por favor, selecione pelo menos um sintoma",
  habits: "Por favor, selecione pelo menos um hábito alimentar",
  expectations: "Por favor, selecione pelo menos uma expectativa",
} as const satisfies Partial<Record<QuizStep, string>>;

/** The message that blocks leaving `step`, or null when its answer is valid. */
export function validateStep(step: QuizStep, answers: Partial<QuizAnswers>): string | null {
  switch (step) {
    case "name":
      return (answers.name ?? "").trim() ? null : VALIDATION_MESSAGES.name;
    case "gender":
      return answers.gender ? null : VALIDATION_MESSAGES.gender;
    case "age":
      return answers.ageRange ? null : VALIDATION_MESSAGES.age;
    case "objective":
      return answers.objective ? null : VALIDATION_MESSAGES.objective;
    case "symptoms":
      return answers.symptoms?.length ? null : VALIDATION_MESSAGES.symptoms;
    case "habits":
      return answers.dietaryHabits?.length ? null : VALIDATION_MESSAGES.habits;
    case "expectations":
      return answers.expectations?.length ? null : VALIDATION_MESSAGES.expectations;
    default:
      return null;
  }
}

/** What leaving `step` writes into the visitor profile (the name as one clean line). */
export function patchForStep(step: QuizStep, answers: QuizAnswers): Partial<QuizAnswers> {
  switch (step) {
    case "name":
      return { name: toSingleLine(answers.name) };
    case "gender":
      return { gender: answers.gender };
    case "age":
      return { ageRange: answers.ageRange };
    case "objective":
      return { objective: answers.objective };
    case "symptoms":
      return { symptoms: [...answers.symptoms] };
    case "habits":
      return { dietaryHabits: [...answers.dietaryHabits] };
    case "expectations":
      return { expectations: [...answers.expectations] };
    default:
      return {};
  }
}

/** Under the symptom list: ≤2 few symptoms, 3–5 possible imbalances, 6+ many symptoms. */
export function symptomFeedback(count: number): string {
  if (count <= 2) return "Poucos sintomas: ótimo sinal! Vamos ajudar você a manter o equilíbrio do seu organismo.";
  if (count <= 5) return "Esses sintomas podem indicar alguns desequilíbrios nutricionais. A suplementação certa pode ajudar.";
  return "Você marcou muitos sintomas: seu organismo está pedindo atenção. Vamos montar um plano para você se sentir melhor.";
}

/** Under the habit list: ≤2 on the right track, 3–4 some to improve, 5+ impacting health. */
export function habitFeedback(count: number): string {
  if (count <= 2) return "Você está no caminho certo! Seus hábitos alimentares são, em geral, saudáveis.";
  if (count <= 4) return "Alguns hábitos podem ser melhorados para você ter mais saúde e disposição.";
  return "Seus hábitos alimentares podem estar impactando a sua saúde. A suplementação certa ajuda a compensar.";
}

/** Shown one after another during the analysis step. */
export const ANALYSIS_MESSAGES = [
  "Analisando seu perfil...",
  "Avaliando seus sintomas...",
  "Verificando seus hábitos alimentares...",
  "Considerando suas expectativas...",
  "Selecionando os melhores nutrientes...",
  "Montando seu plano personalizado...",
] as const;
/** How long each analysis message stays current (spec: 700/600/700/600/500/400 ms). */
export const ANALYSIS_DELAYS_MS = [700, 600, 700, 600, 500, 400] as const;
/** After the last message: mark the quiz completed… */
export const ANALYSIS_COMPLETE_DELAY_MS = 300;
/** …then go to the plan page. */
export const ANALYSIS_NAVIGATE_DELAY_MS = 200;

export type ResumePoint = QuizStep | "completed";

/**
 * Where a returning visitor starts: 'completed' when the quiz was finished
 * (offer the plan again or a restart); 'welcome' when nothing is answered;
 * else the first question whose answer is missing. With every answer given
 * but the analysis not finished, 'expectations' (answers kept, one click
 * to 'Ver meu plano'), never straight into the analysis and a redirect.
 */
export function resumeStepFor(profile: Partial<QuizAnswers> & { quizCompleted?: boolean }): ResumePoint {
  if (profile.quizCompleted) return "completed";
  const answers: QuizAnswers = { ...EMPTY_ANSWERS, ...profile };
  if (!answers.name.trim()) return "welcome";
  for (const step of QUIZ_STEPS) {
    if (step === "welcome" || step === "analysis") continue;
    if (validateStep(step, answers)) return step;
  }
  return "expectations";
}

// ---------------------------------------------------------------- labels (pt-BR)

type Gender = (typeof GENDERS)[number];
type AgeRange = (typeof AGE_RANGES)[number];
type Symptom = (typeof SYMPTOMS)[number];
type Habit = (typeof HABITS)[number];
type Expectation = (typeof EXPECTATIONS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  masculino: "Masculino",
  feminino: "Feminino",
};

export const AGE_RANGE_LABELS: Record<AgeRange, string> = {
  "18-25": "18 a 25 anos",
  "26-35": "26 a 35 anos",
  "36-45": "36 a 45 anos",
  "46-55": "46 a 55 anos",
  "56-65": "56 a 65 anos",
  "65+": "Mais de 65 anos",
};

export const OBJECTIVE_LABELS: Record<Objective, string> = {
  emagrecer: "Emagrecer",
  pele: "Pele mais bonita",
  sono: "Dormir melhor",
  foco: "Mais foco e memória",
  energia: "Mais energia",
};

export const SYMPTOM_LABELS: Record<Symptom, string> = {
  cansaco: "Cansaço frequente",
  insonia: "Dificuldade para dormir",
  pele_ressecada: "Pele ressecada",
  queda_cabelo: "Queda de cabelo",
  ansiedade: "Ansiedade",
  dores_cabeca: "Dores de cabeça",
  falta_concentracao: "Falta de concentração",
  intestino_preso: "Intestino preso",
  desanimo: "Desânimo",
  retencao_liquido: "Retenção de líquido",
  dores_musculares: "Dores musculares",
  problemas_digestivos: "Problemas digestivos",
};

export const HABIT_LABELS: Record<Habit, string> = {
  muita_fritura: "Como muita fritura",
  pouca_agua: "Bebo menos de 1,5 L de água por dia",
  muito_acucar: "Consumo muito açúcar e doces",
  poucos_vegetais: "Como poucas frutas, verduras e legumes",
  refeicoes_irregulares: "Faço refeições em horários irregulares",
  jejum_prolongado: "Passo muitas horas sem comer",
  fast_food: "Fast food mais de 2x por semana",
  refri_alcool: "Tomo refrigerante ou bebida alcoólica com frequência",
};

export const EXPECTATION_LABELS: Record<Expectation, string> = {
  resultados_rapidos: "Resultados rápidos",
  resultados_consistentes: "Resultados consistentes e duradouros",
  facil_adaptacao: "Fácil de incluir na rotina",
  sem_efeitos_colaterais: "Sem efeitos colaterais",
  preco_acessivel: "Preço acessível",
  recomendacao_profissional: "Recomendado por profissionais",
};

export interface QuizOption {
  value: string;
  label: string;
}

function optionsOf<T extends string>(ids: readonly T[], labels: Record<T, string>): QuizOption[] {
  return ids.map((value) => ({ value, label: labels[value] }));
}

export const GENDER_OPTIONS = optionsOf(GENDERS, GENDER_LABELS);
export const AGE_RANGE_OPTIONS = optionsOf(AGE_RANGES, AGE_RANGE_LABELS);
export const OBJECTIVE_OPTIONS = optionsOf(OBJECTIVES, OBJECTIVE_LABELS);
export const SYMPTOM_OPTIONS = optionsOf(SYMPTOMS, SYMPTOM_LABELS);
export const HABIT_OPTIONS = optionsOf(HABITS, HABIT_LABELS);
export const EXPECTATION_OPTIONS = optionsOf(EXPECTATIONS, EXPECTATION_LABELS);

// ---------------------------------------------------------------- the quiz as HTML forms

/** The hidden field naming the step a quiz form leaves. */
export const STEP_FIELD = "passo";
/** The submit button's name: "voltar" goes one step back, anything else continues. */
export const INTENT_FIELD = "intencao";
export const BACK_INTENT = "voltar";

/** The form field each step's answer is posted in (hidden on the other steps). */
export const ANSWER_FIELDS = {
  name: "name",
  gender: "gender",
  ageRange: "ageRange",
  objective: "objective",
  symptoms: "symptoms",
  dietaryHabits: "dietaryHabits",
  expectations: "expectations",
} as const satisfies Record<keyof QuizAnswers, string>;

/** The answer a step shows (its fields are visible there, hidden elsewhere). */
export const STEP_ANSWER: Partial<Record<QuizStep, keyof QuizAnswers>> = {
  name: "name",
  gender: "gender",
  age: "ageRange",
  objective: "objective",
  symptoms: "symptoms",
  habits: "dietaryHabits",
  expectations: "expectations",
};

export function isQuizStep(value: unknown): value is QuizStep {
  return typeof value === "string" && (QUIZ_STEPS as readonly string[]).includes(value);
}

interface FormLike {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

/**
 * The answers a quiz form carries (the step's own fields and the hidden ones
 * of the other steps), keeping only known values: posted text is never trusted.
 */
export function answersFromForm(form: FormLike): QuizAnswers {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  const profile = sanitizeProfile({
    name: toSingleLine(text(ANSWER_FIELDS.name)).slice(0, 80),
    gender: text(ANSWER_FIELDS.gender),
    ageRange: text(ANSWER_FIELDS.ageRange),
    objective: text(ANSWER_FIELDS.objective),
    symptoms: [...new Set(list(ANSWER_FIELDS.symptoms))],
    dietaryHabits: [...new Set(list(ANSWER_FIELDS.dietaryHabits))],
    expectations: [...new Set(list(ANSWER_FIELDS.expectations))],
  });
  return answersFrom(profile);
}

/** The hidden inputs that carry every answer but the one `step` shows. */
export function hiddenAnswerFields(answers: QuizAnswers, step: QuizStep): { name: string; value: string }[] {
  const own = STEP_ANSWER[step];
  const fields: { name: string; value: string }[] = [];
  for (const key of Object.keys(ANSWER_FIELDS) as (keyof QuizAnswers)[]) {
    if (key === own) continue;
    const value = answers[key];
    if (Array.isArray(value)) for (const item of value) fields.push({ name: ANSWER_FIELDS[key], value: item });
    else if (value) fields.push({ name: ANSWER_FIELDS[key], value: value });
  }
  return fields;
}

/** The first step (name…expectations) whose answer is missing, or null when the quiz is complete. */
export function firstInvalidStep(answers: QuizAnswers): { step: QuizStep; message: string } | null {
  for (const step of QUIZ_STEPS) {
    const message = validateStep(step, answers);
    if (message) return { step, message };
  }
  return null;
}

export type QuizAnswer =
  { kind: "step"; view: QuizStep; answers: QuizAnswers; error: string | null } | { kind: "done"; answers: QuizAnswers };

/**
 * What the server answers to a posted quiz step (the same rules as the
 * enhanced quiz): back one step, the step again with its message, the next
 * step, or done after the last question (every answer checked again, since
 * the hidden ones came from the browser).
 */
export function answerQuizForm(form: FormLike): QuizAnswer {
  const step = form.get(STEP_FIELD);
  const answers = answersFromForm(form);
  if (!isQuizStep(step) || step === "analysis") return { kind: "step", view: "welcome", answers, error: null };
  const index = stepIndexOf(step);
  if (form.get(INTENT_FIELD) === BACK_INTENT) {
    return { kind: "step", view: QUIZ_STEPS[Math.max(0, index - 1)]!, answers, error: null };
  }
  const message = validateStep(step, answers);
  if (message) return { kind: "step", view: step, answers, error: message };
  const clean = { ...answers, ...patchForStep(step, answers) };
  if (step !== "expectations") return { kind: "step", view: QUIZ_STEPS[index + 1]!, answers: clean, error: null };
  const missing = firstInvalidStep(clean);
  if (missing) return { kind: "step", view: missing.step, answers: clean, error: missing.message };
  return { kind: "done", answers: clean };
}
