// The analysis step's body, loaded lazily (React.lazy) so it is not part of the
// home page's first load. Spec: six messages with delays 700/600/700/600/500/400
// ms, then 300 ms later quizCompleted + timestamp, then 200 ms later the plan page
// for the objective ('/' with a 'Suplemento Personalizado' toast when empty).
import { useEffect, useEffectEvent, useState } from "react";
import { useNavigate } from "react-router";
import { cx } from "~/components/ui/cx";
import { type IconProps, SpinnerIcon, Svg } from "~/components/ui/icons";
import { toast } from "~/components/ui/toaster";
import { planPathFor } from "~/domain/quiz/objective-plans";
import {
  ANALYSIS_COMPLETE_DELAY_MS,
  ANALYSIS_DELAYS_MS,
  ANALYSIS_MESSAGES,
  ANALYSIS_NAVIGATE_DELAY_MS,
} from "~/domain/quiz/quiz-rules";
import { getProfile, mergeProfile } from "~/domain/quiz/visitor-profile";
import { trackQuizCompleted } from "./use-quiz-tracker";

function CheckIcon(props: IconProps) {
  return (
    <Svg strokeWidth={2.5} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  );
}

export interface AnalysisStepProps {
  /** Share of the messages done, 0…1, after each message (the progress bar eases with it). */
  onProgress: (fraction: number) => void;
  /** Called when the analysis ends without a plan (empty objective: we stay on '/'). */
  onStayHome: () => void;
}

export default function AnalysisStep({ onProgress, onStayHome }: AnalysisStepProps) {
  const navigate = useNavigate();
  const [done, setDone] = useState(0);
  const report = useEffectEvent((fraction: number) => onProgress(fraction));
  const finish = useEffectEvent(() => {
    const path = planPathFor(getProfile().objective);
    void navigate(path);
    if (path === "/") {
      toast({
        title: "Suplemento Personalizado",
        description: "Vamos montar uma recomendação sob medida para você. Fale com a nossa equipe ou visite a loja.",
      });
      onStayHome();
    }
  });

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let at = 0;
    ANALYSIS_DELAYS_MS.forEach((delay, index) => {
      at += delay;
      timers.push(setTimeout(() => setDone(index + 1), at));
    });
    at += ANALYSIS_COMPLETE_DELAY_MS;
    timers.push(
      setTimeout(() => {
        mergeProfile({ quizCompleted: true, quizCompletedAt: new Date().toISOString() });
        trackQuizCompleted(getProfile().objective);
      }, at),
    );
    at += ANALYSIS_NAVIGATE_DELAY_MS;
    timers.push(setTimeout(finish, at));
    return () => timers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    report(done / ANALYSIS_MESSAGES.length);
  }, [done]);

  const visible = ANALYSIS_MESSAGES.slice(0, Math.min(done + 1, ANALYSIS_MESSAGES.length));
  const finished = done >= ANALYSIS_MESSAGES.length;
  return (
    <div aria-live="polite" className="mt-5">
      <ol className="space-y-3">
        {visible.map((message, index) => {
          const complete = index < done;
          return (
            <li
              key={message}
              className={cx(
                "flex items-center gap-3 motion-safe:animate-fade-in",
                complete ? "text-stone-700" : "font-semibold text-stone-900",
              )}
            >
              <span
                className={cx(
                  "grid size-7 shrink-0 place-items-center rounded-full",
                  complete ? "bg-brand-100 text-brand-800" : "text-primary",
                )}
              >
                {complete ? <CheckIcon className="size-4" /> : <SpinnerIcon />}
              </span>
              {message}
            </li>
          );
        })}
      </ol>
      {finished ? (
        <p className="mt-5 font-semibold text-brand-800 motion-safe:animate-fade-in">Pronto! Abrindo o seu plano...</p>
      ) : null}
    </div>
  );
}
