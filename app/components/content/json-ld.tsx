import { jsonLdString } from "~/domain/content/seo";

/** schema.org data for search engines, rendered on the server with `<` escaped as \u003c. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
