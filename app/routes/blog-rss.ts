import { blogFeed } from "~/domain/content/blog-feed.server";
import type { Route } from "./+types/blog-rss";

// GET /blog/rss.xml: the latest 20 articles, RSS 2.0.
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await blogFeed(context), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
