// What the admin page shows: the data of the open tab only (?aba=…), plus the
// item being edited when the URL names one (?editar=ID, ?pedido=UUID).
import { loadFunnel, parseFunnelPeriod } from "~/domain/analytics/quiz-events.server";
import { parseAdminTab } from "~/domain/admin/forms/shared";
import type { AppServices } from "~/services.server";
import type { Admin } from "./admin-session.server";
import { findAdminPost, listAdminPosts } from "./blog.server";
import { findAdminEbook, listAdminEbooks } from "./ebooks.server";
import { listBlockedBuyers, loadOrderRules } from "./order-risk.server";
import { findAdminOrder, listAdminOrders, orderContactLinks, parseOrderFilters } from "./orders.server";
import { findAdminProduct, listAdminProducts, productCategories } from "./products.server";
import { findAdminRecipe, listAdminRecipes } from "./recipes.server";
import { loadResults, parseResultsFilters } from "./results.server";
import { listClubMembers } from "./subscribers.server";

function editId(params: URLSearchParams): number | null {
  const value = params.get("editar");
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export async function loadAdminPage(ctx: Pick<AppServices, "db" | "config">, url: URL, admin: Admin) {
  const params = url.searchParams;
  const tab = parseAdminTab(params.get("aba"));
  const id = editId(params);
  const who = { name: admin.name, via: admin.via };
  switch (tab) {
    case "produtos": {
      const [products, categories] = await Promise.all([listAdminProducts(ctx), productCategories(ctx)]);
      return { tab, admin: who, products, categories, editing: id === null ? null : await findAdminProduct(ctx, id) };
    }
    case "adicionar":
      return { tab, admin: who, categories: await productCategories(ctx) };
    case "ebooks":
      return { tab, admin: who, ebooks: await listAdminEbooks(ctx), editing: id === null ? null : await findAdminEbook(ctx, id) };
    case "blog":
      return { tab, admin: who, posts: await listAdminPosts(ctx), editing: id === null ? null : await findAdminPost(ctx, id) };
    case "pedidos": {
      const filters = parseOrderFilters(params);
      const orderId = params.get("pedido");
      const [list, selected, blocked, rules] = await Promise.all([
        listAdminOrders(ctx, filters),
        orderId ? findAdminOrder(ctx, orderId) : null,
        listBlockedBuyers(ctx),
        loadOrderRules(ctx),
      ]);
      return {
        tab,
        admin: who,
        filters,
        ...list,
        selected: selected ? { ...selected, links: orderContactLinks(ctx.config, selected) } : null,
        blocked,
        rules: {
          holdHighRisk: rules.holdHighRisk,
          holdMediumRisk: rules.holdMediumRisk,
          unconfirmedAfterHours: rules.unconfirmedAfterHours,
        },
      };
    }
    case "receitas":
      return {
        tab,
        admin: who,
        recipes: await listAdminRecipes(ctx),
        editing: id === null ? null : await findAdminRecipe(ctx, id),
      };
    case "assinantes":
      return { tab, admin: who, members: await listClubMembers(ctx) };
    case "funil":
      return { tab, admin: who, funnel: await loadFunnel(ctx.db, parseFunnelPeriod(params)) };
    case "resultados":
      return { tab, admin: who, results: await loadResults(ctx.db, parseResultsFilters(params)) };
  }
}

export type AdminPageData = Awaited<ReturnType<typeof loadAdminPage>>;
