import { describe, expect, it } from "vitest";
import { flashToastHeader, readFlashToast } from "./flash.server";

const SECRET = "a-test-secret-of-enough-length-000";

describe("the one-time toast", () => {
  it("is read once and makes the page personal (decision 014): the caller's viewer is marked", async () => {
    const setCookie = await flashToastHeader({ title: "Logout realizado" }, SECRET);
    const request = new Request("http://lift.test/", { headers: { Cookie: setCookie.split(";")[0]! } });
    let marked = 0;
    const read = await readFlashToast(request, SECRET, () => marked++);
    expect(read.toast).toEqual({ title: "Logout realizado" });
    expect(read.setCookie).toMatch(/^flash-toast=;.*Max-Age=0/);
    expect(marked).toBe(1);
  });

  it("leaves a request without the cookie anonymous", async () => {
    let marked = 0;
    const read = await readFlashToast(new Request("http://lift.test/"), SECRET, () => marked++);
    expect(read).toEqual({ toast: null });
    expect(marked).toBe(0);
  });
});
