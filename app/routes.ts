import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PLAN_PAGE_PATHS } from "./content/plans/paths";

// One line per screen of the spec's route table.
export default [
  index("routes/home.tsx"),

  // Funnel: plan pages, landings, confirmation
  ...Object.entries(PLAN_PAGE_PATHS).map(([key, path]) => route(path, "routes/plan.tsx", { id: `routes/plan-${key}` })),
  route("pedido-confirmado", "routes/pedido-confirmado.tsx"),

  // Store
  route("loja", "routes/loja.tsx"),
  route("produto/:id", "routes/produto.tsx"),
  route("produto/:id/receba-em-casa", "routes/receba-em-casa.tsx", { id: "routes/receba-em-casa" }),
  route("product/:id", "routes/receba-em-casa.tsx", { id: "routes/product-delivery" }),
  route("cart", "routes/cart.tsx"),
  route("busca", "routes/busca.tsx"),
  route("menu-lateral", "routes/menu-lateral.ts"),
  route("checkout", "routes/checkout.tsx"),

  // Accounts
  route("auth/login", "routes/auth-login.tsx"),
  route("auth/register", "routes/auth-register.tsx"),
  route("auth/confirmar", "routes/auth-confirmar.tsx"),
  route("auth/esqueci-senha", "routes/auth-esqueci-senha.tsx"),
  route("auth/logout", "routes/auth-logout.ts"),
  route("reset-password", "routes/reset-password.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("perfil", "routes/perfil.tsx"),
  route("pedidos", "routes/pedidos.tsx"),

  // Content
  route("receitas", "routes/receitas.tsx"),
  route("receitas/:slug", "routes/receita.tsx"),
  route("ebooks", "routes/ebooks.tsx"),
  route("ebooks/categoria/:slug", "routes/ebooks-categoria.tsx"),
  route("ebook/:id", "routes/ebook.tsx"),
  route("ebook/view/:id", "routes/ebook-view.tsx"),
  route("ebook/:id/arquivo", "routes/ebook-arquivo.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/lista", "routes/blog-lista.tsx"),
  route("blog/categorias/:slug", "routes/blog-categoria.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),

  // Admin: its own shell (layout) and one page per section (issue 27)
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("pedidos", "routes/admin/pedidos.tsx"),
    route("pedidos/:number", "routes/admin/pedido.tsx"),
    route("resultados", "routes/admin/resultados.tsx"),
    route("funil", "routes/admin/funil.tsx"),
    route("produtos", "routes/admin/produtos.tsx"),
    route("produtos/:id", "routes/admin/produto.tsx"),
    route("ebooks", "routes/admin/ebooks.tsx"),
    route("ebooks/:id", "routes/admin/ebook.tsx"),
    route("blog", "routes/admin/blog.tsx"),
    route("blog/:id", "routes/admin/blog-post.tsx"),
    route("receitas", "routes/admin/receitas.tsx"),
    route("receitas/:id", "routes/admin/receita.tsx"),
    route("assinantes", "routes/admin/assinantes.tsx"),
    route("regras-de-risco", "routes/admin/regras-de-risco.tsx"),
    route("whatsapp", "routes/admin/whatsapp.tsx"),
    route("trabalhos", "routes/admin/trabalhos.tsx"),
    route("privacidade", "routes/admin/privacidade.tsx"),
  ]),
  route("admin/pedidos.csv", "routes/admin.pedidos-csv.ts"),

  // Club: /clube-{brand slug}; the slug is configuration, so the loader checks it.
  route(":clubPath", "routes/club.tsx"),
  route(":clubPath/sucesso", "routes/club-success.tsx"),

  // Club payments: the local provider's hosted checkout and the providers' webhooks
  route("pagamento/:id", "routes/pagamento.tsx"),
  // Paying an order after delivery (signed link, no sign-in needed)
  route("pagar/:orderId", "routes/pagar.tsx"),
  // Confirming an order and its address before it ships (signed link), and following it without an account
  route("confirmar/:orderId", "routes/confirmar.tsx"),
  route("acompanhar", "routes/acompanhar.tsx"),
  route("webhooks/:provider", "routes/webhooks.ts"),

  // Privacy (LGPD, issue 28): the policy and terms, and the rights portal (see, download, correct, revoke, ask for deletion)
  route("privacidade", "routes/privacidade.tsx"),
  route("termos", "routes/termos.tsx"),
  route("privacidade/meus-dados", "routes/privacidade.meus-dados.tsx"),
  route("privacidade/meus-dados/exportar.json", "routes/privacidade.meus-dados.exportar.ts", {
    id: "routes/privacy-export-json",
  }),
  route("privacidade/meus-dados/exportar.csv", "routes/privacidade.meus-dados.exportar.ts", {
    id: "routes/privacy-export-csv",
  }),

  // Resources
  route("api/search", "routes/api.search.ts"),
  route("api/cep/:cep", "routes/api.cep.ts"),
  route("api/pedidos", "routes/api.pedidos.ts"),
  route("api/chat", "routes/api.chat.ts"),
  route("api/funil", "routes/api.funil.ts"),
  route("dev/emails", "routes/dev.emails.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
