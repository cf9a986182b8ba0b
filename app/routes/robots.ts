import { robotsTxt } from "~/domain/content/robots";
import type { Route } from "./+types/robots";

// GET /robots.txt: private areas disallowed, the sitemap announced.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
