import { asc, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ebooks, recipes } from "~/db/schema";

export async function listRecipes(db: Database) {
  return db
    .select({
      id: recipes.id,
      slug: recipes.slug,
      title: recipes.title,
      description: recipes.description,
      imageUrl: recipes.imageUrl,
      premium: recipes.premium,
    })
    .from(recipes)
    .orderBy(asc(recipes.premium), asc(recipes.title));
}

/** E-book list for the store; the PDF key never leaves the server. */
export async function listEbooks(db: Database) {
  return db
    .select({
      id: ebooks.id,
      title: ebooks.title,
      description: ebooks.description,
      author: ebooks.author,
      coverUrl: ebooks.coverUrl,
      premium: ebooks.premium,
      priceCents: ebooks.priceCents,
    })
    .from(ebooks)
    .orderBy(desc(ebooks.createdAt));
}
