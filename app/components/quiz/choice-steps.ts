// The quiz's choice questions as one table: what each step asks, how (one or
// several answers) and with which options. ChoiceStep renders any of them.
import {
  AGE_RANGE_OPTIONS,
  ANSWER_FIELDS,
  EXPECTATION_OPTIONS,
  GENDER_OPTIONS,
  HABIT_OPTIONS,
  habitFeedback,
  OBJECTIVE_OPTIONS,
  STEP_ANSWER,
  SYMPTOM_OPTIONS,
  symptomFeedback,
  type QuizAnswers,
  type QuizOption,
  type QuizStep,
} from "~/domain/quiz/quiz-rules";

export type ChoiceQuizStep = Extract<QuizStep, "gender" | "age" | "objective" | "symptoms" | "habits" | "expectations">;

export interface ChoiceStepSpec {
  title: string;
  /** The line under the title; the visitor's first name, when given, may greet them. */
  hint: (firstName: string) => string;
  type: "radio" | "checkbox";
  options: readonly QuizOption[];
  /** "two": two columns even on phones (short labels); "one" (default): one column on phones, two from sm. */
  columns?: "one" | "two";
  /** Text under the options once something is ticked, announced politely. */
  feedback?: (count: number) => string;
  submitLabel?: string;
}

export const CHOICE_STEPS: Record<ChoiceQuizStep, ChoiceStepSpec> = {
  gender: {
    title: "Qual é o seu gênero?",
    hint: (firstName) =>
      firstName
        ? `Prazer, ${firstName}! Isso nos ajuda a ajustar as doses ao seu organismo.`
        : "Isso nos ajuda a ajustar as doses ao seu organismo.",
    type: "radio",
    options: GENDER_OPTIONS,
    columns: "two",
  },
  age: {
    title: "Qual é a sua faixa etária?",
    hint: () => "As necessidades de nutrientes mudam com a idade.",
    type: "radio",
    options: AGE_RANGE_OPTIONS,
    columns: "two",
  },
  objective: {
    title: "Qual é o seu principal objetivo?",
    hint: () => "Escolha o que é mais importante para você agora.",
    type: "radio",
    options: OBJECTIVE_OPTIONS,
  },
  symptoms: {
    title: "Quais destes sintomas você sente com frequência?",
    hint: () => "Marque todos que se aplicam.",
    type: "checkbox",
    options: SYMPTOM_OPTIONS,
    feedback: symptomFeedback,
  },
  habits: {
    title: "Como são os seus hábitos alimentares?",
    hint: () => "Marque todos que fazem parte da sua rotina.",
    type: "checkbox",
    options: HABIT_OPTIONS,
    feedback: habitFeedback,
  },
  expectations: {
    title: "O que você espera do seu suplemento?",
    hint: () => "Marque todas que se aplicam.",
    type: "checkbox",
    options: EXPECTATION_OPTIONS,
    submitLabel: "Ver meu plano",
  },
};

/** The answer a choice step sets, and the form field it is posted in. */
export function choiceAnswer(step: ChoiceQuizStep): { key: keyof QuizAnswers; field: string } {
  const key = STEP_ANSWER[step]!;
  return { key, field: ANSWER_FIELDS[key] };
}
