// Signs and reads the quiz hand-off cookie (app/domain/quiz/quiz-handoff.ts): the
// server renders the name it holds, so it must be one this server wrote.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { QuizAnswers } from "~/domain/quiz/quiz-rules";
import { readCookie } from "~/domain/accounts/sessions.server";
import { decodeHandoffPayload } from "~/domain/quiz/quiz-handoff";
import { QUIZ_HANDOFF_COOKIE, QUIZ_HANDOFF_MAX_AGE_S } from "~/domain/quiz/quiz-handoff-cookie";
import { firstNameOf } from "~/domain/quiz/visitor-profile";

function signatureOf(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`lift-quiz-handoff:${payload}`).digest("base64url");
}

export function quizHandoffCookieHeader(answers: QuizAnswers, secret: string): string {
  const payload = Buffer.from(JSON.stringify(answers), "utf8").toString("base64url");
  return `${QUIZ_HANDOFF_COOKIE}=${payload}.${signatureOf(payload, secret)}; Max-Age=${QUIZ_HANDOFF_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The answers from a cookie this server signed, or null. */
export function readQuizHandoff(cookieHeader: string | null, secret: string): QuizAnswers | null {
  const value = readCookie(cookieHeader, QUIZ_HANDOFF_COOKIE);
  if (!value || value.length > 4096) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return decodeHandoffPayload(payload);
}

/** The first name to greet with, from a cookie this server signed, or null. */
export function quizGreetingName(cookieHeader: string | null, secret: string): string | null {
  const answers = readQuizHandoff(cookieHeader, secret);
  return answers ? firstNameOf({ name: answers.name, fullName: "" }) : null;
}
