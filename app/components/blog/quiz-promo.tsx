import { LinkButton } from "~/components/ui/button";
import { SparklesIcon } from "~/components/ui/icons";

/** The quiz call-to-action of the article page and the sidebar: leads to the quiz on '/'. */
export function QuizPromo({ compact = false }: { compact?: boolean }) {
  return (
    <section
      aria-labelledby={compact ? "quiz-promo-lateral" : "quiz-promo"}
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <SparklesIcon className="size-6 text-accent-300" />
      <h2
        id={compact ? "quiz-promo-lateral" : "quiz-promo"}
        className={`mt-2 font-bold ${compact ? "text-lg" : "text-xl sm:text-2xl"}`}
      >
        {compact ? "Qual suplemento combina com você?" : "Descubra o suplemento ideal para você"}
      </h2>
      <p className="mt-2 text-sm text-brand-50">
        Responda ao nosso quiz em 3 minutos e receba um plano personalizado para o seu objetivo.
      </p>
      <LinkButton to="/" variant="outline" className="mt-4" size={compact ? "sm" : "md"}>
        Fazer o quiz
      </LinkButton>
    </section>
  );
}
