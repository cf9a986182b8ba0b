import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import PrivacyPage, { loader as privacyLoader } from "~/routes/privacidade";
import TermsPage, { loader as termsLoader } from "~/routes/termos";
import { PRIVACY_DATE, TERMS_DATE, TERMS_VERSION } from "./policy";

const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), "lift-policy-")),
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DPO_NAME: "Renata Encarregada",
  DPO_EMAIL: "dpo@lift.example",
});

type LoaderArgs = Parameters<typeof privacyLoader>[0];
const args = { context: { config }, request: new Request("http://localhost/"), params: {} } as unknown as LoaderArgs;

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

describe("policy pages", () => {
  it("/privacidade shows the encarregado from the settings and the text's date", () => {
    const loaderData = privacyLoader(args);
    const html = render(<PrivacyPage {...({ loaderData } as unknown as Parameters<typeof PrivacyPage>[0])} />);
    expect(html).toContain("Renata Encarregada");
    expect(html).toContain("dpo@lift.example");
    expect(html).toContain(PRIVACY_DATE);
    expect(html).toContain("lift_privacidade");
    // What an erasure keeps, and the framework's own storage keys (issue 34).
    expect(html).toContain("código irreversível do CPF ou do telefone");
    expect(html).toContain("react-router-scroll-positions");
  });

  it("/termos shows its version date", () => {
    const loaderData = termsLoader(args as unknown as Parameters<typeof termsLoader>[0]);
    const html = render(<TermsPage {...({ loaderData } as unknown as Parameters<typeof TermsPage>[0])} />);
    expect(html.includes(TERMS_DATE) || html.includes(TERMS_VERSION)).toBe(true);
  });
});
