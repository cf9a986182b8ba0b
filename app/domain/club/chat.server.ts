// The nutritionist chat's answers. Subscribers get replies from the shop's own
// content (Portuguese full-text search over recipes and articles); everyone
// else gets the spec's canned replies. Access is decided here, on the server.
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import type { Brand } from "~/lib/brand";

export interface ChatLink {
  title: string;
  href: string;
  summary: string;
}

export interface ChatReply {
  text: string;
  links: ChatLink[];
}

export type ChatAudience = "visitor" | "customer" | "subscriber";

export const MAX_CHAT_MESSAGE = 500;

export function cannedReply(audience: Exclude<ChatAudience, "subscriber">, brand: Brand): ChatReply {
  return audience === "visitor"
    ? { text: `Para conversar com a ${brand.nutritionist}, é necessário fazer login primeiro.`, links: [] }
    : {
        text: `Para acessar consultas completas com a ${brand.nutritionist}, é necessário ser um assinante do Clube ${brand.name}. Assine agora para desbloquear atendimento personalizado!`,
        links: [],
      };
}

export const FIBRE_ANSWER =
  "Uma boa forma de começar é incluir alimentos ricos em fibras em todas as refeições: aveia, chia e linhaça no café da manhã, " +
  "feijão, lentilha ou grão-de-bico no almoço, frutas com casca e verduras à vontade. As fibras ajudam o intestino, " +
  "aumentam a saciedade e equilibram a glicemia — e lembre-se de beber bastante água. Quer sugestões de receitas com esses ingredientes?";

/** Words a tsquery can take as they are: letters only, so user text never becomes query syntax. */
export function searchTerms(question: string): string[] {
  const words = question
    .toLowerCase()
    .normalize("NFC")
    .split(/[^a-zà-öø-ÿ]+/i)
    .filter((w) => w.length >= 3);
  return [...new Set(words)].slice(0, 12);
}

function summarise(text: string, max = 140): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

export async function answerSubscriber(db: Database, question: string): Promise<ChatReply> {
  const terms = searchTerms(question);
  if (terms.length === 0) return { text: FIBRE_ANSWER, links: [] };
  const query = terms.join(" | ");
  const rows = await db.execute(sql`
    WITH q AS (SELECT to_tsquery('portuguese', ${query}) AS query)
    SELECT kind, title, href, summary, rank FROM (
      SELECT 'receita' AS kind, r.title, '/receitas/' || r.slug AS href, r.description AS summary,
             ts_rank(to_tsvector('portuguese', r.title || ' ' || r.description || ' ' || array_to_string(r.ingredients, ' ')), q.query) AS rank
        FROM recipes r, q
       WHERE to_tsvector('portuguese', r.title || ' ' || r.description || ' ' || array_to_string(r.ingredients, ' ')) @@ q.query
      UNION ALL
      SELECT 'artigo', b.title, '/blog/' || b.slug, b.excerpt,
             ts_rank(to_tsvector('portuguese', b.title || ' ' || b.excerpt || ' ' || array_to_string(b.tags, ' ')), q.query) * 0.9
        FROM blog_posts b, q
       WHERE to_tsvector('portuguese', b.title || ' ' || b.excerpt || ' ' || array_to_string(b.tags, ' ') || ' ' || b.content) @@ q.query
    ) found
    ORDER BY rank DESC, title
    LIMIT 3
  `);
  const found = rowsOf<{ kind: string; title: string; href: string; summary: string }>(rows);
  if (found.length === 0) return { text: FIBRE_ANSWER, links: [] };
  const links = found.map((r) => ({ title: r.title, href: r.href, summary: summarise(r.summary) }));
  const intro =
    found.length === 1
      ? "Encontrei um conteúdo nosso que pode ajudar:"
      : `Separei ${found.length} conteúdos nossos que podem ajudar:`;
  return { text: `${intro} ${links.map((l) => `${l.title} — ${l.summary}`).join(" ")}`, links };
}
