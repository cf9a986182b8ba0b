// /termos: the purchase and use terms every order form links to, generated
// from the shop's settings. The same for every visitor: a public, cacheable page.
import { TermsOfUse } from "~/components/privacy/terms-of-use";
import { TERMS_PATH } from "~/domain/privacy/policy";
import { policyFacts } from "~/domain/privacy/policy-facts.server";
import { PUBLIC_PAGE } from "~/platform/http/public-page";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/termos";

export const handle = PUBLIC_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  return { facts: policyFacts(context.config), publicUrl: context.config.publicUrl };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: "Termos de compra",
    description: "Como funcionam o pedido, o pagamento depois de receber, a entrega, o arrependimento e o clube de assinatura.",
    publicUrl: loaderData?.publicUrl ?? "",
    path: TERMS_PATH,
  });

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <TermsOfUse facts={loaderData.facts} />;
}
