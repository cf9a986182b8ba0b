// Whether a request carries a cookie from which the app would resolve a viewer,
// asked with the owners' own names and parser (decision 014). The page cache
// uses it only to decide whom it may answer from memory; what it may store is
// proved by the render (viewer.server.ts).
import { adminCookieName } from "~/domain/admin/admin-cookie";
import { hasFlashToast } from "~/platform/http/flash.server";
import { QUIZ_HANDOFF_COOKIE } from "~/domain/quiz/quiz-handoff-cookie";
import { readCookie, sessionCookieName } from "./sessions.server";

export function presentsViewer(cookieHeader: string | null | undefined, secure: boolean): boolean {
  if (!cookieHeader) return false;
  return (
    readCookie(cookieHeader, sessionCookieName(secure)) !== null ||
    readCookie(cookieHeader, adminCookieName(secure)) !== null ||
    hasFlashToast(cookieHeader) ||
    readCookie(cookieHeader, QUIZ_HANDOFF_COOKIE) !== null
  );
}
