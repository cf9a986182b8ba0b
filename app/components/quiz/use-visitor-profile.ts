// The visitor's quiz profile as React state: the rules and the store live in
// app/domain/quiz/visitor-profile.ts; only the hook is React's.
import { useSyncExternalStore } from "react";
import { EMPTY_PROFILE, getProfile, subscribeToProfile, type VisitorProfile } from "~/domain/quiz/visitor-profile";

/** The profile, re-rendering on change. The server (and the first client render) see the empty profile. */
export function useVisitorProfile(): VisitorProfile {
  return useSyncExternalStore(subscribeToProfile, getProfile, () => EMPTY_PROFILE);
}
