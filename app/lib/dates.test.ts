import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateTimeSeconds, formatDay, formatLongDate, parseDay, shopHour } from "./dates";

describe("dates", () => {
  it("formats dd/mm/yyyy in the shop's time zone", () => {
    expect(formatDate("2026-11-21T12:00:00Z")).toBe("21/11/2026");
    // 01:30 UTC is still the previous day in São Paulo (UTC-3).
    expect(formatDate(new Date("2026-03-01T01:30:00Z"))).toBe("28/02/2026");
    expect(formatLongDate("2026-11-21T12:00:00Z")).toBe("21 de novembro de 2026");
    expect(formatDateTime("2026-03-01T01:30:00Z")).toBe("28/02/2026, 22:30");
    expect(formatDateTimeSeconds("2026-03-01T01:30:09Z")).toBe("28/02/2026, 22:30:09");
    expect(formatDay("2026-11-21")).toBe("21/11/2026");
  });

  it("reads a typed day as dd/mm/aaaa, never mm/dd, and a link's ISO day as it is", () => {
    expect(parseDay("06/01/2026")).toBe("2026-01-06");
    expect(parseDay(" 29/10/2026 ")).toBe("2026-10-29");
    expect(parseDay("2026-10-29")).toBe("2026-10-29");
    for (const text of ["10/29/2026", "31/02/2026", "29/02/2027", "1/6/2026", "01/01/0000", "2026-13-01", "", "ontem"])
      expect(parseDay(text), text).toBeNull();
    expect(parseDay("29/02/2028")).toBe("2028-02-29");
  });

  it("tells the hour in São Paulo", () => {
    expect(shopHour(new Date("2026-11-21T08:00:00Z"))).toBe(5);
    expect(shopHour(new Date("2026-11-21T02:59:00Z"))).toBe(23);
  });
});

describe("the one home of date formatting", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const home = path.join("app", "lib", "dates.ts");
  const sourceFiles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
      return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
    });
  // A formatter of its own (or the browser's language and clock) is how a date ends up 10/29/2026.
  const ownFormatter = /new\s+Intl\.DateTimeFormat\b|\.toLocale(Date|Time)String\(/;

  it("is app/lib/dates.ts: no other file of the app or the server builds a date formatter", () => {
    const files = ["app", "server"].flatMap(sourceFiles);
    expect(files).toContain(home);
    const offenders = files.filter(
      (file) =>
        file !== home && !file.endsWith("dates.test.ts") && ownFormatter.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders, "format dates with app/lib/dates.ts").toEqual([]);
  });
});
