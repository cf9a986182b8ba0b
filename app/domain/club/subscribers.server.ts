// The club's members for the admin: everyone who ever subscribed, with the
// state of their subscription today.
import { desc, eq, sql } from "drizzle-orm";
import { profiles, subscribers, users } from "~/db/schema";
import type { AppServices } from "~/services.server";

export type MemberStatus = "active" | "cancelled" | "expired";

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: "Ativa",
  cancelled: "Cancelada",
  expired: "Expirada",
};

/**
 * Active: subscribed, paid period not over, not set to end. Cancelled: the
 * member or the provider ended it (access may last until the period's end).
 * Expired: still marked subscribed but the paid period is over.
 */
export function memberStatus(
  row: { subscribed: boolean; subscriptionEnd: Date | null; cancelAtPeriodEnd: boolean },
  now = new Date(),
): MemberStatus {
  if (!row.subscribed || row.cancelAtPeriodEnd) return "cancelled";
  if (!row.subscriptionEnd || row.subscriptionEnd.getTime() <= now.getTime()) return "expired";
  return "active";
}

export async function listClubMembers(ctx: Pick<AppServices, "db">) {
  const rows = await ctx.db
    .select({
      userId: subscribers.userId,
      email: users.email,
      name: profiles.fullName,
      subscribed: subscribers.subscribed,
      subscriptionEnd: subscribers.subscriptionEnd,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      provider: subscribers.provider,
      tier: subscribers.subscriptionTier,
      since: subscribers.createdAt,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .orderBy(desc(sql`coalesce(${subscribers.subscriptionEnd}, ${subscribers.createdAt})`), desc(subscribers.createdAt));
  const now = new Date();
  return rows.map(({ subscribed, cancelAtPeriodEnd, ...row }) => {
    const status = memberStatus({ subscribed, subscriptionEnd: row.subscriptionEnd, cancelAtPeriodEnd }, now);
    return { ...row, name: row.name ?? "", status, statusLabel: MEMBER_STATUS_LABELS[status] };
  });
}

export type ClubMemberRow = Awaited<ReturnType<typeof listClubMembers>>[number];
