import { describe, expect, it } from "vitest";
import { likeContains, likeStartsWith } from "./like";

describe("likeContains", () => {
  it("wraps the text in % and escapes LIKE's wildcards and backslash", () => {
    expect(likeContains("ana")).toBe("%ana%");
    expect(likeContains("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
  it("ends a prefix in % and escapes the same", () => {
    expect(likeStartsWith("ana")).toBe("ana%");
    expect(likeStartsWith("50%_off\\")).toBe("50\\%\\_off\\\\%");
  });
});
