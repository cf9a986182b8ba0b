/**
 * Runs work the shopper does not see (saving, analytics) once the browser has
 * painted the answer to their tap, so it never delays that paint (INP).
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== "function") {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
