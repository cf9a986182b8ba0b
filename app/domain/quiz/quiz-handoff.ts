// The quiz answered without scripts hands its answers to the browser's visitor
// profile: the server's last quiz step sets this cookie (signed, see
// app/domain/quiz/quiz-handoff.server.ts), the plan page greets by name from it
// while scripts are off, and once scripts run the answers move into the
// profile (localStorage) and the cookie is dropped. Not httpOnly on purpose:
// the browser reads it to move it; it holds nothing the profile would not.
// Loaded only when the cookie is there (the root imports it dynamically).
import type { QuizAnswers } from "./quiz-rules";
import { mergeProfile, sanitizeProfile } from "./visitor-profile";

function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The answers in a cookie value ("{base64url json}.{signature}"), or null; the signature is checked by the server only. */
export function decodeHandoffPayload(payload: string): QuizAnswers | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload)));
    const { name, gender, ageRange, objective, symptoms, dietaryHabits, expectations } = sanitizeProfile(value);
    return name.trim() ? { name, gender, ageRange, objective, symptoms, dietaryHabits, expectations } : null;
  } catch {
    return null;
  }
}

/** The browser's own copy of the cookie (document.cookie); the server reads it with the sessions module's parser. */
function readDocumentCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Browser, after hydration: moves answers left by the server's quiz into the
 * visitor profile, once (the cookie is dropped in the same task). The name
 * comes from the caller (app/domain/quiz/quiz-handoff-cookie.ts), so this module,
 * loaded on demand, shares no chunk with the root.
 */
export function adoptQuizHandoff(cookieName: string): boolean {
  if (typeof document === "undefined") return false;
  const value = readDocumentCookie(cookieName);
  if (!value) return false;
  document.cookie = `${cookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
  const answers = decodeHandoffPayload(value.split(".")[0] ?? "");
  if (!answers) return false;
  mergeProfile({ ...answers, quizCompleted: true, quizCompletedAt: new Date().toISOString() });
  return true;
}
