// Any console.error during a test fails it: errors must be expected and asserted, not printed.
import { afterEach, vi } from "vitest";

let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length)
    throw new Error(`console.error chamado durante o teste: ${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
});

export function expectConsoleError(): () => unknown[][] {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => {
    const calls = spy.mock.calls;
    spy.mockRestore();
    return calls;
  };
}
