import { beforeAll, expect, it } from "vitest";
import { ebooks } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { describeEachDatabase } from "../../../tests/support/database";
import {
  ebookFileName,
  ebookStorefront,
  findEbook,
  findEbookCategory,
  findEbookIdByTitleSlug,
  listEbooks,
  parseEbookId,
} from "./ebooks.server";

type Row = typeof ebooks.$inferInsert;

const ROWS: Row[] = [
  { title: "A Grátis Popular", premium: false, downloads: 100, createdAt: new Date("2026-01-01T10:00:00Z") },
  { title: "B Grátis com De", premium: false, compareAtCents: 1990, downloads: 50, createdAt: new Date("2026-02-01T10:00:00Z") },
  {
    title: "C Premium Oferta",
    premium: true,
    priceCents: 2990,
    compareAtCents: 4990,
    downloads: 10,
    createdAt: new Date("2026-03-01T10:00:00Z"),
  },
  {
    title: "D Premium Barato",
    premium: true,
    priceCents: 1990,
    compareAtCents: 2490,
    downloads: 500,
    createdAt: new Date("2026-04-01T10:00:00Z"),
  },
  { title: "E Premium Sem De", premium: true, priceCents: 3990, downloads: 5, createdAt: new Date("2026-05-01T10:00:00Z") },
  { title: "F Premium do Clube", premium: true, downloads: 0, createdAt: new Date("2026-06-01T10:00:00Z") },
  {
    title: "G Premium Grande Desconto",
    premium: true,
    priceCents: 1990,
    compareAtCents: 5990,
    downloads: 0,
    createdAt: new Date("2026-01-15T10:00:00Z"),
  },
  // compare-at equal to the price is no discount: neither an offer nor a promotion.
  {
    title: "H Premium De Igual",
    premium: true,
    priceCents: 2500,
    compareAtCents: 2500,
    downloads: 1,
    createdAt: new Date("2025-12-01T10:00:00Z"),
  },
];

const letters = (rows: { title: string }[]) => rows.map((r) => r.title[0]).join("");

describeEachDatabase("e-book categories", (get) => {
  let db: Database;
  beforeAll(async () => {
    db = get().db;
    await db.insert(ebooks).values(ROWS.map((r) => ({ ...r, fileKey: `ebooks/files/${r.title[0]!.toLowerCase()}.pdf` })));
  });

  it("ofertas: premium with a price below the compare-at price, cheapest first (ties: bigger discount)", async () => {
    expect(letters(await listEbooks(db, "ofertas"))).toBe("GDC");
  });

  it("promocoes: any e-book with compare-at above its price (free counts as 0), biggest discount first", async () => {
    expect(letters(await listEbooks(db, "promocoes"))).toBe("GCBD");
  });

  it("mais-vendidos: by downloads, ties newest first", async () => {
    expect(letters(await listEbooks(db, "mais-vendidos"))).toBe("DABCEHFG");
  });

  it("lancamentos: newest first", async () => {
    expect(letters(await listEbooks(db, "lancamentos"))).toBe("FEDCBGAH");
  });

  it("gratuitos: not premium, newest first", async () => {
    expect(letters(await listEbooks(db, "gratuitos"))).toBe("BA");
  });

  it("without a category: everything newest first; a limit caps the list", async () => {
    expect(letters(await listEbooks(db))).toBe("FEDCBGAH");
    expect(await listEbooks(db, "todos", 3)).toHaveLength(3);
  });

  it("storefront sections hold at most 6 each", async () => {
    const { offers, free, premium } = await ebookStorefront(db);
    expect(letters(offers)).toBe("GDC");
    expect(letters(free)).toBe("BA");
    expect(letters(premium)).toBe("FEDCGH");
    expect(premium.length).toBeLessThanOrEqual(6);
  });

  it("never selects the PDF's storage key", async () => {
    const [first] = await listEbooks(db);
    expect(Object.keys(first!)).not.toContain("fileKey");
    const one = await findEbook(db, first!.id);
    expect(one).toMatchObject({ title: first!.title, hasFile: true });
    expect(Object.keys(one!)).not.toContain("fileKey");
    expect(JSON.stringify(one)).not.toContain("ebooks/files/");
  });

  it("finds an e-book by the slug of its title", async () => {
    const id = await findEbookIdByTitleSlug(db, "c-premium-oferta");
    expect((await findEbook(db, id!))!.title).toBe("C Premium Oferta");
    expect(await findEbookIdByTitleSlug(db, "nao-existe")).toBeNull();
    expect(await findEbookIdByTitleSlug(db, "")).toBeNull();
  });

  it("rejects ids that are not positive integers in range", async () => {
    expect(parseEbookId("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "01", "99999999999", "2147483648", "", undefined])
      expect(parseEbookId(bad), String(bad)).toBeNull();
    expect(await findEbook(db, 2_147_483_647)).toBeNull();
  });
});

it("knows the five categoria values and nothing else", () => {
  expect(["ofertas", "promocoes", "mais-vendidos", "lancamentos", "gratuitos"].every((s) => findEbookCategory(s))).toBe(true);
  expect(findEbookCategory("premium")).toBeNull();
  expect(findEbookCategory(null)).toBeNull();
  expect(ebookFileName("Colágeno e Pele: o guia")).toBe("colageno-e-pele-o-guia.pdf");
  expect(ebookFileName("!!!")).toBe("ebook.pdf");
});
