import { expect, it } from "vitest";
import { blogPosts, recipes } from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/database";
import { answerSubscriber, cannedReply, FIBRE_ANSWER, searchTerms } from "./chat.server";

const brand = { name: "Lift", slug: "lift", nutritionist: "Ana" };

it("turns any text into plain search words (no query syntax survives)", () => {
  expect(searchTerms("Receita com AVEIA & chia?! ' OR 1=1 --")).toEqual(["receita", "com", "aveia", "chia"]);
  expect(searchTerms("!!! ''' ---")).toEqual([]);
});

it("answers visitors and non-subscribers with the spec's canned replies", () => {
  expect(cannedReply("visitor", brand).text).toBe("Para conversar com a Ana, é necessário fazer login primeiro.");
  expect(cannedReply("customer", brand).text).toBe(
    "Para acessar consultas completas com a Ana, é necessário ser um assinante do Clube Lift. Assine agora para desbloquear atendimento personalizado!",
  );
});

describeEachDatabase("chat answers from the shop's content", (get) => {
  it("links the recipes and articles that match the question", async () => {
    const { db } = get();
    await db.insert(recipes).values([
      {
        slug: "mingau-de-aveia",
        title: "Mingau de aveia com banana",
        description: "Café da manhã rico em fibras.",
        ingredients: ["aveia", "banana", "canela"],
      },
      { slug: "salada-verde", title: "Salada verde", description: "Leve e fresca.", ingredients: ["alface"] },
    ]);
    await db.insert(blogPosts).values({
      title: "Fibras e intestino",
      slug: "fibras-e-intestino",
      excerpt: "Como as fibras ajudam.",
      content: "<p>Aveia e chia.</p>",
      category: "saude",
    });
    const reply = await answerSubscriber(db, "Você tem alguma receita com aveia?");
    expect(reply.links.map((l) => l.href)).toContain("/receitas/mingau-de-aveia");
    expect(reply.links.map((l) => l.href)).not.toContain("/receitas/salada-verde");
    expect(reply.text).toContain("Mingau de aveia com banana");
  });

  it("falls back to the fibre answer when nothing matches", async () => {
    const { db } = get();
    expect(await answerSubscriber(db, "xilofone quântico")).toEqual({ text: FIBRE_ANSWER, links: [] });
  });
});
