// Every cookie and browser-storage key the shop sets, with its purpose and
// lifetime (issue 28, point 6), rendered on /privacidade, whoever writes it (the
// shop's code or its framework). cookies.test.ts scans app/ and server/ and fails
// when a name appears in the code but not here; tests/e2e/storage-inventory.test.ts
// drives the pages in Chromium and fails on any cookie or storage key not listed.
import { CART_ADDED_COOKIE, CART_ADDED_MAX_AGE_S } from "~/domain/catalog/cart-added";
import { QUIZ_HANDOFF_COOKIE, QUIZ_HANDOFF_MAX_AGE_S } from "~/domain/quiz/quiz-handoff-cookie";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "~/platform/http/sidebar-cookie";
import { PROFILE_STORAGE_KEY } from "~/domain/quiz/visitor-profile";

export type StorageKind = "cookie" | "localStorage" | "sessionStorage";

export interface StorageEntry {
  /** The name as set (cookies over https get the __Host- prefix where noted). */
  name: string;
  kind: StorageKind;
  /** pt-BR, shown on /privacidade. */
  purpose: string;
  /** pt-BR. */
  lifetime: string;
  /**
   * Strictly necessary for something the visitor asked for (sign-in, cart,
   * order, a form's answer). Anything else must wait for an opt-in.
   */
  essential: boolean;
  /** Holds personal data (the visitor's own, on their device) — said on the page. */
  personal?: boolean;
}

const hours = (s: number) => `${Math.round(s / 3600)} hora${s / 3600 === 1 ? "" : "s"}`;
const days = (s: number) => `${Math.round(s / 86400)} dias`;

export const STORAGE_INVENTORY: readonly StorageEntry[] = [
  {
    name: "lift_session",
    kind: "cookie",
    purpose: "Mantém você conectado à sua conta (HttpOnly; __Host-lift_session em https).",
    lifetime: "14 dias sem uso, ou até sair da conta",
    essential: true,
  },
  {
    name: "lift_admin",
    kind: "cookie",
    purpose: "Mantém a equipe da loja conectada ao painel administrativo (HttpOnly; __Host-lift_admin em https).",
    lifetime: "12 horas sem uso, ou até sair",
    essential: true,
  },
  {
    name: "lift_privacidade",
    kind: "cookie",
    purpose:
      'Abre o portal "Meus dados" depois que você confirma o link enviado ao seu email (HttpOnly; __Host-lift_privacidade em https).',
    lifetime: "Até o link de acesso expirar, ou até sair do portal",
    essential: true,
  },
  {
    name: "flash-toast",
    kind: "cookie",
    purpose: "Leva o aviso de uma ação (ex.: “Pedido enviado”) para a página seguinte, e é apagado ao ser lido.",
    lifetime: "1 minuto",
    essential: true,
  },
  {
    name: "ultimo-pedido",
    kind: "cookie",
    purpose: "Mostra a página de pedido confirmado do pedido que você acabou de fazer neste navegador (assinado, HttpOnly).",
    lifetime: hours(3600),
    essential: true,
  },
  {
    name: CART_ADDED_COOKIE,
    kind: "cookie",
    purpose: "Leva ao carrinho o produto adicionado sem JavaScript; é lido uma vez e apagado.",
    lifetime: `${CART_ADDED_MAX_AGE_S / 60} minutos`,
    essential: true,
  },
  {
    name: QUIZ_HANDOFF_COOKIE,
    kind: "cookie",
    purpose:
      "Guarda as respostas do quiz respondido sem JavaScript para montar o seu plano; passa para o perfil deste navegador e é apagado.",
    lifetime: `até ${days(QUIZ_HANDOFF_MAX_AGE_S)}`,
    essential: true,
    personal: true,
  },
  {
    name: SIDEBAR_COOKIE,
    kind: "cookie",
    purpose: "Lembra se o menu lateral fica aberto ou fechado.",
    lifetime: days(SIDEBAR_COOKIE_MAX_AGE),
    essential: true,
  },
  {
    name: "lift-cart",
    kind: "localStorage",
    purpose: "O seu carrinho de compras (produtos e quantidades), guardado só neste navegador.",
    lifetime: "até você esvaziar o carrinho ou finalizar a compra",
    essential: true,
  },
  {
    name: PROFILE_STORAGE_KEY,
    kind: "localStorage",
    purpose:
      "As respostas do quiz e os dados de entrega que você digitou, para preencher o plano e o próximo pedido. Fica só neste navegador; a loja não lê este armazenamento.",
    lifetime: "até você limpar os dados do navegador",
    essential: true,
    personal: true,
  },
  {
    name: "chat-conversation",
    kind: "sessionStorage",
    purpose: "A conversa com a nutricionista durante a visita (a loja não guarda as mensagens).",
    lifetime: "até fechar a aba",
    essential: true,
    personal: true,
  },
  {
    name: "carrinho-adicionado",
    kind: "sessionStorage",
    purpose: "Evita adicionar duas vezes ao carrinho o mesmo produto ao recarregar a página.",
    lifetime: "até fechar a aba",
    essential: true,
  },
  // Written by React Router, the site's framework, not by the shop's own code (issue 34): found by
  // tests/e2e/storage-inventory.test.ts, which walks the pages in a browser.
  {
    name: "react-router-scroll-positions",
    kind: "sessionStorage",
    purpose:
      "Guarda em que ponto de cada página você estava, para voltar ao mesmo lugar com o botão Voltar (gravado pelo React Router, o framework do site).",
    lifetime: "até fechar a aba",
    essential: true,
  },
  {
    name: "react-router-manifest-version",
    kind: "sessionStorage",
    purpose:
      "Se o site for atualizado durante a sua visita, evita recarregar a página mais de uma vez (gravado pelo React Router).",
    lifetime: "até fechar a aba",
    essential: true,
  },
];

/** The cart's key is `${BRAND_SLUG}-cart` (app/lib/brand.ts); the inventory lists the default brand's. */
export function inventoryFor(brandSlug: string): StorageEntry[] {
  return STORAGE_INVENTORY.map((e) => (e.name === "lift-cart" ? { ...e, name: `${brandSlug}-cart` } : e));
}

export const STORAGE_KIND_LABELS: Record<StorageKind, string> = {
  cookie: "Cookie",
  localStorage: "Armazenamento local",
  sessionStorage: "Armazenamento da sessão",
};
