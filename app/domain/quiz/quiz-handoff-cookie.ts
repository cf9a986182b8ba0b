// The quiz hand-off cookie's name (decision 017). Kept apart, with no imports,
// so the root and the page cache can name the cookie without shipping the code
// that reads it (app/domain/quiz/quiz-handoff.ts).

export const QUIZ_HANDOFF_COOKIE = "quiz-respostas";
/** Thirty days: a visitor without scripts keeps being greeted on the plan pages. */
export const QUIZ_HANDOFF_MAX_AGE_S = 60 * 60 * 24 * 30;
