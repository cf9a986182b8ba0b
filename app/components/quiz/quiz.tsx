// The personalization quiz on the home page (spec: "Quiz home page", section 4
// "Quiz"). One step at a time; the server renders the welcome step (neutral
// 'Olá!'), or the step its action answered when a step was posted (scripts off
// or a tap before hydration; decision 017). Once hydrated, the browser greets
// by time of day, resumes a returning visitor from the saved profile and runs
// the steps itself (the forms' submits are intercepted). Answers are saved
// with mergeProfile when a step is left with 'Continuar'. The analysis body is
// loaded lazily.
import { lazy, startTransition, Suspense, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/icons";
import {
  answersFrom,
  answersFromForm,
  hiddenAnswerFields,
  EMPTY_ANSWERS,
  greetingFor,
  patchForStep,
  progressFor,
  QUIZ_STEPS,
  resumeStepFor,
  STEP_FADE_MS,
  stepIndexOf,
  validateStep,
  type QuizAnswers,
  type QuizStep,
  type ResumePoint,
} from "~/domain/quiz/quiz-rules";
import type { ProfilePatch } from "~/domain/quiz/visitor-profile";
import { useVisitorProfile } from "~/components/quiz/use-visitor-profile";
import { firstNameOf, getProfile, mergeProfile, resetProfile } from "~/domain/quiz/visitor-profile";
import { trackQuizStep } from "./use-quiz-tracker";
import { afterNextPaint } from "~/components/quiz/after-paint";
import { useMountedAfterHydration } from "~/components/ui/hydration";
import { CompletedCard } from "./completed-card";
import { CHOICE_STEPS, choiceAnswer } from "./choice-steps";
import { ChoiceStep, headingClasses, NameStep, WelcomeStep, type StepError } from "./quiz-steps";

const loadAnalysis = () => import("./analysis-step");
const AnalysisStep = lazy(loadAnalysis);

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function ProgressBar({ value }: { value: number }) {
  const labelId = useId();
  const percent = Math.round(value * 1000) / 10; // 12.5, 25, 37.5…
  return (
    <div className="mb-6">
      <div className="mb-2 flex items-center justify-between text-sm font-medium text-stone-700">
        <span id={labelId}>Seu progresso</span>
        <span aria-hidden="true">{Math.round(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${Math.round(percent)}% concluído`}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        {/* Slid in with a transform, which the compositor animates (a width would lay out and paint every frame). */}
        <div
          className="h-full w-full rounded-full bg-primary transition-transform duration-500 ease-out"
          style={{ transform: `translateX(${percent - 100}%)` }}
        />
      </div>
    </div>
  );
}

/** The step the server answered a posted quiz form with (the home route's action data). */
export interface ServerQuizStep {
  view: QuizStep;
  answers: QuizAnswers;
  error: string | null;
}

/** The answers given so far, as a profile patch (empty ones left out, so nothing saved is erased). */
function givenAnswers(answers: QuizAnswers): ProfilePatch {
  const patch: ProfilePatch = {};
  for (const [key, value] of Object.entries(answers) as [keyof QuizAnswers, string | string[]][]) {
    if (value.length) (patch as Record<string, unknown>)[key] = value;
  }
  return patch;
}

export function Quiz({ serverStep = null }: { serverStep?: ServerQuizStep | null }) {
  const profile = useVisitorProfile();
  const [view, setView] = useState<ResumePoint>(serverStep?.view ?? "welcome");
  const [answers, setAnswers] = useState<QuizAnswers>(serverStep?.answers ?? EMPTY_ANSWERS);
  const [error, setError] = useState<StepError | null>(serverStep?.error ? { message: serverStep.error, attempt: 1 } : null);
  const formRef = useRef<HTMLFormElement>(null);
  const [leaving, setLeaving] = useState(false);
  const [greeting, setGreeting] = useState("Olá");
  const [resumed, setResumed] = useState(false);
  const [analysisShare, setAnalysisShare] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const focusOnChange = useRef(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Browser only, after hydration: the greeting depends on the visitor's clock,
  // the resume point on the profile saved in this browser.
  const onHydrated = useEffectEvent(() => {
    setGreeting(greetingFor(new Date().getHours()));
    if (serverStep) {
      // The page answers a posted step: carry on from it, with what was typed
      // or ticked in its form before the scripts ran (the DOM is the truth).
      const form = formRef.current;
      const current = form ? answersFromForm(new FormData(form)) : serverStep.answers;
      setAnswers(current);
      mergeProfile(givenAnswers(serverStep.answers));
      return;
    }
    const saved = getProfile();
    const resume = resumeStepFor(saved);
    setAnswers(answersFrom(saved));
    setView(resume);
    setResumed(resume !== "welcome" && resume !== "completed");
  });
  // Once, on hydration (serverStep is the page's own action data).
  useEffect(() => {
    onHydrated();
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  // Focus the new step's heading, but only when the visitor moved (never on page load).
  useEffect(() => {
    if (!focusOnChange.current) return;
    focusOnChange.current = false;
    headingRef.current?.focus();
  }, [view]);

  // Fetch the analysis code while the visitor answers the last question.
  useEffect(() => {
    if (view === "expectations") void loadAnalysis();
  }, [view]);

  function go(next: ResumePoint) {
    if (busy.current) return;
    const objective = answers.objective;
    if (next !== "welcome" && next !== "completed") afterNextPaint(() => trackQuizStep(next, objective));
    focusOnChange.current = true;
    const reduced = prefersReducedMotion();
    // A transition: the tap's handler returns at once and the browser paints its
    // answer (the pressed button) before React renders the fade (INP on slow phones).
    startTransition(() => {
      setError(null);
      setResumed(false);
      if (next === "analysis") setAnalysisShare(0);
      if (reduced) setView(next);
      else setLeaving(true);
    });
    if (reduced) return;
    busy.current = true;
    timer.current = setTimeout(() => {
      busy.current = false;
      setLeaving(false);
      setView(next);
    }, STEP_FADE_MS);
  }

  function update(patch: Partial<QuizAnswers>) {
    setAnswers((current) => ({ ...current, ...patch }));
    setError(null);
  }

  function next(step: QuizStep) {
    if (busy.current) return;
    // The name input is uncontrolled: what it holds now is the answer.
    const given = step === "name" && nameRef.current ? { ...answers, name: nameRef.current.value } : answers;
    const message = validateStep(step, given);
    if (message) {
      setError((current) => ({ message, attempt: (current?.attempt ?? 0) + 1 }));
      if (step === "name") nameRef.current?.focus();
      return;
    }
    const patch = patchForStep(step, given);
    // Saved after the step's answer is painted: the store's listeners re-render.
    afterNextPaint(() => mergeProfile(patch));
    startTransition(() => setAnswers((current) => ({ ...current, ...patch })));
    // Only question steps post here, and each has a step after it (analysis at the latest).
    go(QUIZ_STEPS[stepIndexOf(step) + 1] ?? "analysis");
  }

  function back(step: QuizStep) {
    go(QUIZ_STEPS[Math.max(0, stepIndexOf(step) - 1)] ?? "welcome");
  }

  function restart(to: ResumePoint) {
    resetProfile();
    setAnswers(EMPTY_ANSWERS);
    go(to);
  }

  const firstName = answers.name.trim() ? firstNameOf({ name: answers.name, fullName: "" }) : "";
  const stepIndex = view === "completed" ? -1 : stepIndexOf(view);
  const progress =
    view === "analysis"
      ? progressFor(stepIndex - 1) + (progressFor(stepIndex) - progressFor(stepIndex - 1)) * analysisShare
      : progressFor(stepIndex);

  const formProps = (step: QuizStep) => ({ step, hidden: hiddenAnswerFields(answers, step), formRef });

  let body: React.ReactNode;
  switch (view) {
    case "welcome":
      body = (
        <WelcomeStep
          headingRef={headingRef}
          greeting={greeting}
          onStart={() => go("name")}
          hidden={hiddenAnswerFields(answers, "welcome")}
          formRef={formRef}
        />
      );
      break;
    case "name":
      body = (
        <NameStep
          {...formProps("name")}
          headingRef={headingRef}
          inputRef={nameRef}
          defaultValue={answers.name}
          onInput={() => setError(null)}
          error={error}
          onSubmit={() => next("name")}
        />
      );
      break;
    case "analysis":
      body = (
        <div>
          <h2 ref={headingRef} tabIndex={-1} className={headingClasses}>
            Analisando suas respostas
          </h2>
          <p className="mt-2 text-stone-700">
            {firstName ? `Só um instante, ${firstName}. ` : "Só um instante. "}Estamos montando o seu plano personalizado.
          </p>
          <Suspense
            fallback={
              <p className="mt-5 flex items-center gap-3 font-semibold text-stone-900">
                <SpinnerIcon className="size-5 animate-spin text-primary" />
                Analisando seu perfil...
              </p>
            }
          >
            <AnalysisStep onProgress={setAnalysisShare} onStayHome={() => go("completed")} />
          </Suspense>
        </div>
      );
      break;
    case "completed":
      body = <CompletedCard headingRef={headingRef} profile={profile} onRestart={() => restart("welcome")} />;
      break;
    default: {
      const step = view;
      const spec = CHOICE_STEPS[step];
      const { key, field } = choiceAnswer(step);
      const value = answers[key];
      body = (
        <ChoiceStep
          {...formProps(step)}
          headingRef={headingRef}
          title={spec.title}
          hint={spec.hint(firstName)}
          type={spec.type}
          name={field}
          columns={spec.columns}
          options={spec.options}
          value={value}
          onChange={(chosen) => update({ [key]: chosen })}
          feedback={spec.feedback ? (value.length ? spec.feedback(value.length) : null) : undefined}
          error={error}
          onBack={() => back(step)}
          onSubmit={() => next(step)}
          submitLabel={spec.submitLabel}
        />
      );
    }
  }

  return (
    <div>
      {view !== "completed" ? <ProgressBar value={progress} /> : null}
      {resumed && view !== "analysis" && view !== "welcome" ? (
        <div className="-mt-2 mb-4 flex items-center justify-between gap-3 rounded-xl bg-stone-100 py-0.5 pl-3 text-sm text-stone-800">
          <p>Continuando de onde você parou.</p>
          <Button
            variant="ghost"
            size="sm"
            className="text-brand-800 underline hover:bg-stone-200"
            onClick={() => restart("welcome")}
          >
            Recomeçar
          </Button>
        </div>
      ) : null}
      <StepFade key={view} leaving={leaving}>
        {body}
      </StepFade>
    </div>
  );
}

/** Each step fades in (300 ms) and out; the step the page opens with is painted at once. */
function StepFade({ leaving, children }: { leaving: boolean; children: ReactNode }) {
  const fadeIn = useMountedAfterHydration();
  return (
    <div
      className={
        leaving ? "opacity-0 transition-opacity duration-300 ease-out" : fadeIn ? "motion-safe:animate-fade-in" : undefined
      }
    >
      {children}
    </div>
  );
}
