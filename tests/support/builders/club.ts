// The club: a user's subscription as the provider's events leave it.
import type { Database } from "~/db/client.server";
import { subscribers } from "~/db/schema";

const DAY = 86_400_000;

/**
 * The user's subscriber row: active and paid for `endsInDays` more days
 * (30 unless told), or, with a negative number or `subscribed: false`, one
 * that has ended.
 */
export async function insertSubscriber(
  db: Database,
  userId: string,
  { subscribed = true, endsInDays = 30 }: { subscribed?: boolean; endsInDays?: number } = {},
) {
  const [row] = await db
    .insert(subscribers)
    .values({ userId, subscribed, subscriptionEnd: new Date(Date.now() + endsInDays * DAY), provider: "local" })
    .returning();
  return row!;
}
