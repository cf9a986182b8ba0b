import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

describe("logs", () => {
  it("are JSON lines with the request id and never carry secrets", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = createLogger("info", true, sink).child({ requestId: "req-1" });
    logger.warn("Falha de login", { ip: "10.0.0.1", password: "segredo123", cpf: "52998224725", user: { token: "abc" } });
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "warn", msg: "Falha de login", requestId: "req-1", ip: "10.0.0.1" });
    expect(lines[0]).not.toContain("segredo123");
    expect(lines[0]).not.toContain("52998224725");
    expect(lines[0]).not.toContain("abc");
  });
});
