// Shown instead of the questions to a visitor who already finished the quiz:
// see the plan again, or start over.
import type { Ref } from "react";
import { Button, LinkButton } from "~/components/ui/button";
import { PLANS, planPathFor, type Objective } from "~/domain/quiz/objective-plans";
import { OBJECTIVE_LABELS } from "~/domain/quiz/quiz-rules";
import { firstNameOf, type VisitorProfile } from "~/domain/quiz/visitor-profile";
import { headingClasses } from "./quiz-steps";

export function CompletedCard({
  headingRef,
  profile,
  onRestart,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  profile: VisitorProfile;
  onRestart: () => void;
}) {
  const objective = profile.objective;
  const path = planPathFor(objective);
  const hasPlan = path !== "/";
  const name = profile.name.trim() ? firstNameOf(profile) : "";
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className={headingClasses}>
        Você já fez o quiz
      </h2>
      <p className="mt-2 text-stone-700">
        {name ? `${name}, o` : "O"}{" "}
        {hasPlan ? (
          <>
            seu <strong className="font-semibold text-stone-900">{PLANS[objective as Objective].title}</strong> (
            {OBJECTIVE_LABELS[objective as Objective]}) continua disponível.
          </>
        ) : (
          "seu resultado está salvo neste navegador."
        )}{" "}
        {hasPlan ? "Quer ver de novo ou responder outra vez?" : "Quer responder outra vez?"}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {hasPlan ? (
          <LinkButton to={path} size="lg">
            Ver meu plano
          </LinkButton>
        ) : null}
        <Button variant="outline" size="lg" onClick={onRestart}>
          Refazer o quiz
        </Button>
      </div>
    </div>
  );
}
