// The quiz's step views: welcome, the name question, and radio / checkbox
// groups (fieldset + legend holding the step heading). Every step is a real
// <form method="post"> the home route's action answers (scripts off, or a tap
// before hydration); the other steps' answers ride along in hidden fields.
// Once hydrated, the quiz intercepts the submit and animates instead.
// Validation messages live in a role="alert" element linked with aria-describedby.
import { useId, type ReactNode, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { AlertIcon, ArrowLeftIcon, ClockIcon } from "~/components/ui/icons";
import { BACK_INTENT, INTENT_FIELD, QUIZ_MINUTES, STEP_FIELD, type QuizOption, type QuizStep } from "~/domain/quiz/quiz-rules";

/** The home route's action (a plain form posting to an index route names it with ?index); #quiz scrolls back to the quiz. */
export const QUIZ_FORM_ACTION = "/?index#quiz";

export interface StepFormProps {
  step: QuizStep;
  /** The other steps' answers, as hidden fields. */
  hidden: readonly { name: string; value: string }[];
  formRef?: Ref<HTMLFormElement>;
}

export const headingClasses = "text-xl font-bold leading-snug text-stone-900 outline-none sm:text-2xl";

export interface StepError {
  message: string;
  /** Bumped on every failed attempt, so the same message is announced again. */
  attempt: number;
}

interface QuestionProps extends StepFormProps {
  headingRef: Ref<HTMLHeadingElement>;
  error: StepError | null;
  /** Absent on the name step (it has no 'Voltar'). */
  onBack?: () => void;
  onSubmit: () => void;
  submitLabel?: string;
}

/**
 * The step's form: posts to the server without scripts; with them, the submit
 * is intercepted ('Voltar' is the submit button named intencao=voltar).
 */
function StepForm({
  step,
  hidden,
  formRef,
  onSubmit,
  onBack,
  children,
}: StepFormProps & { onSubmit: () => void; onBack?: () => void; children: ReactNode }) {
  return (
    <form
      ref={formRef}
      method="post"
      action={QUIZ_FORM_ACTION}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = event.nativeEvent.submitter;
        if (
          onBack &&
          submitter instanceof HTMLButtonElement &&
          submitter.name === INTENT_FIELD &&
          submitter.value === BACK_INTENT
        )
          onBack();
        else onSubmit();
      }}
    >
      <input type="hidden" name={STEP_FIELD} value={step} />
      {hidden.map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      {children}
    </form>
  );
}

export function WelcomeStep({
  headingRef,
  greeting,
  onStart,
  hidden,
  formRef,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  greeting: string;
  onStart: () => void;
} & Omit<StepFormProps, "step">) {
  return (
    <StepForm step="welcome" hidden={hidden} formRef={formRef} onSubmit={onStart}>
      <p className="text-base font-semibold text-brand-800">{`${greeting}!`}</p>
      <h2 ref={headingRef} tabIndex={-1} className={cx(headingClasses, "mt-1")}>
        Seu plano personalizado em poucos minutos
      </h2>
      <p className="mt-3 text-stone-700">
        Responda 7 perguntas rápidas sobre você, seus hábitos e seus objetivos. No final, mostramos o suplemento ideal para o seu
        organismo.
      </p>
      <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
        <ClockIcon className="size-4" />
        Leva só {QUIZ_MINUTES} minutos
      </p>
      <div className="mt-6">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Começar
        </Button>
      </div>
    </StepForm>
  );
}

function ErrorMessage({ id, error }: { id: string; error: StepError | null }) {
  return (
    <div id={id} role="alert" className="mt-4 empty:mt-0">
      {error ? (
        <p key={error.attempt} className="flex items-start gap-2 font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-5" />
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

function Actions({ onBack, submitLabel = "Continuar" }: Pick<QuestionProps, "onBack" | "submitLabel">) {
  return (
    <div className="mt-6 flex items-center gap-3">
      {onBack ? (
        <Button type="submit" name={INTENT_FIELD} value={BACK_INTENT} formNoValidate variant="outline">
          <ArrowLeftIcon />
          Voltar
        </Button>
      ) : null}
      <Button type="submit" className="flex-1 sm:ml-auto sm:flex-none">
        {submitLabel}
      </Button>
    </div>
  );
}

export function NameStep({
  step,
  hidden,
  formRef,
  headingRef,
  inputRef,
  defaultValue,
  onInput,
  error,
  onSubmit,
}: QuestionProps & {
  inputRef: Ref<HTMLInputElement>;
  /** The name the step starts with; the input keeps what is typed (read when the step is sent). */
  defaultValue: string;
  /** Called as the visitor types (clears a shown error). */
  onInput: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <StepForm step={step} hidden={hidden} formRef={formRef} onSubmit={onSubmit}>
      <h2 ref={headingRef} tabIndex={-1} className={headingClasses}>
        Como podemos chamar você?
      </h2>
      <p id={hintId} className="mt-2 text-stone-700">
        Vamos usar seu nome para personalizar a sua recomendação.
      </p>
      <label htmlFor={inputId} className="mt-5 block font-medium text-stone-900">
        Seu nome
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="name"
        type="text"
        autoComplete="given-name"
        autoCapitalize="words"
        enterKeyHint="next"
        maxLength={80}
        // Uncontrolled: a keystroke re-renders nothing, so typing stays quick on slow phones (INP).
        defaultValue={defaultValue}
        onInput={onInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="mt-2 block h-12 w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-700"
        placeholder="Ex.: Maria"
      />
      <ErrorMessage id={errorId} error={error} />
      <Actions submitLabel="Continuar" />
    </StepForm>
  );
}

export function ChoiceStep({
  step,
  hidden,
  formRef,
  headingRef,
  title,
  hint,
  type,
  name,
  options,
  value,
  onChange,
  feedback,
  columns = "one",
  error,
  onBack,
  onSubmit,
  submitLabel,
}: QuestionProps & {
  title: ReactNode;
  hint: ReactNode;
  type: "radio" | "checkbox";
  name: string;
  options: readonly QuizOption[];
  /** The chosen value (radio) or values (checkbox). */
  value: string | readonly string[];
  onChange: (value: string | string[]) => void;
  /** Text under the options, announced politely (symptoms, habits). */
  feedback?: string | null;
  /** "two": two columns even on phones (short labels); "one": one column on phones, two from sm. */
  columns?: "one" | "two";
}) {
  const hintId = useId();
  const errorId = useId();
  const optionId = useId();
  const chosen = (option: string) => (typeof value === "string" ? value === option : value.includes(option));

  function toggle(option: string, checked: boolean) {
    if (type === "radio") {
      onChange(option);
      return;
    }
    const list = typeof value === "string" ? [] : [...value];
    onChange(checked ? [...list.filter((v) => v !== option), option] : list.filter((v) => v !== option));
  }

  return (
    <StepForm step={step} hidden={hidden} formRef={formRef} onSubmit={onSubmit} onBack={onBack}>
      <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
        <legend className="w-full">
          <h2 ref={headingRef} tabIndex={-1} className={headingClasses}>
            {title}
          </h2>
        </legend>
        <p id={hintId} className="mt-2 text-stone-700">
          {hint}
        </p>
        <div className={cx("mt-5 grid gap-2 sm:gap-3", columns === "two" ? "grid-cols-2" : "sm:grid-cols-2")}>
          {options.map((option) => {
            const id = `${optionId}-${option.value}`;
            return (
              <label
                key={option.value}
                htmlFor={id}
                className={cx(
                  "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-300 bg-white px-3 py-3 text-base leading-snug font-medium text-stone-900 transition-colors select-none hover:border-brand-600",
                  "has-checked:border-primary has-checked:bg-brand-50",
                )}
              >
                <input
                  id={id}
                  type={type}
                  name={name}
                  value={option.value}
                  checked={chosen(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  className="size-5 shrink-0 accent-primary"
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {feedback !== undefined ? (
        <div aria-live="polite" className="mt-4 empty:mt-0">
          {feedback ? (
            <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
              {feedback}
            </p>
          ) : null}
        </div>
      ) : null}
      <ErrorMessage id={errorId} error={error} />
      <Actions onBack={onBack} submitLabel={submitLabel} />
    </StepForm>
  );
}
