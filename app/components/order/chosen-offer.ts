// The package chosen on a plan page (its package cards), for the order form.
// It reaches the form through this store rather than a prop: the form is a
// deferred part, and an update to it before its code arrives would make React
// render it anew, empty, dropping what the shopper had typed (decision 011).
const chosen = new Map<string, string | undefined>();
const listeners = new Set<() => void>();

export const chosenOffer = {
  get: (formId: string): string | undefined => chosen.get(formId),
  set: (formId: string, code: string | undefined): void => {
    if (chosen.get(formId) === code) return;
    chosen.set(formId, code);
    for (const listener of listeners) listener();
  },
  // An arrow: handed unbound to useSyncExternalStore.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
