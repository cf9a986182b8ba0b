// /robots.txt: private areas stay out of search engines; the sitemap is announced.
export const DISALLOWED_PATHS = [
  "/admin",
  "/dashboard",
  "/perfil",
  "/pedidos",
  "/cart",
  "/checkout",
  "/pedido-confirmado",
  "/reset-password",
  "/auth/",
  "/api/",
  "/dev/",
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${publicUrl.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
