// /privacidade: the privacy policy (LGPD), generated from the shop's settings
// (payment provider, email delivery, retention periods, encarregado) and from
// the cookie inventory. The same for every visitor: a public, cacheable page.
import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { PRIVACY_PATH } from "~/domain/privacy/policy";
import { policyFacts } from "~/domain/privacy/policy-facts.server";
import { PUBLIC_PAGE } from "~/platform/http/public-page";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/privacidade";

export const handle = PUBLIC_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  return { facts: policyFacts(context.config), publicUrl: context.config.publicUrl };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: "Política de privacidade",
    description:
      "Quais dados pessoais tratamos, para quê, com quem compartilhamos, por quanto tempo guardamos e como exercer os seus direitos (LGPD).",
    publicUrl: loaderData?.publicUrl ?? "",
    path: PRIVACY_PATH,
  });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy facts={loaderData.facts} />;
}
