// The rules of the road (docs/architecture.md) as lint rules, proven: each snippet is linted with
// the project's own eslint.config.js as if it were the file at a real path, and each forbidden
// import must be reported while its permitted neighbour is not (issue 35, part 4).
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const LAYERING_RULES = new Set([
  "import-x/no-restricted-paths",
  "@typescript-eslint/no-restricted-imports",
  "@typescript-eslint/no-import-type-side-effects",
  "import-x/no-cycle",
]);

const eslint = new ESLint({
  cwd: root,
  // Only the layering rules run: they need no type information, so the project service stays off.
  ruleFilter: ({ ruleId }) => LAYERING_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The layering rules a snippet breaks when it is the file at `file` (a path of the repository). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${file} did not parse`).toEqual([]);
  return result.messages.map((m) => m.ruleId ?? "");
}

describe("the rules of the road, enforced by lint", () => {
  it("app/lib/ imports nothing else of the app, by alias or relative path", async () => {
    expect(
      await broken(
        "app/lib/brand.ts",
        `import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";\nexport const x = ADMIN_MESSAGES;`,
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(await broken("app/lib/brand.ts", `import { cx } from "../components/ui/cx";\nexport const x = cx;`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(
      await broken(
        "app/lib/money.ts",
        `import { z } from "~/lib/zod";\nimport { DEFAULT_BRAND } from "./brand";\nexport const x = [z, DEFAULT_BRAND];`,
      ),
    ).toEqual([]);
  });

  it("business concerns never import components or routes", async () => {
    const file = "app/domain/catalog/products.server.ts";
    expect(await broken(file, `import { cx } from "~/components/ui/cx";\nexport const x = cx;`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(
      await broken(
        file,
        `import type { Route } from "~/routes/+types/club";\nimport { loader } from "../../routes/club";\nexport const x = loader;`,
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await broken(
        file,
        `import { formatBRL } from "~/lib/money";\nimport { redirectWithToast } from "~/platform/http/flash.server";\nexport const x = [formatBRL, redirectWithToast];`,
      ),
    ).toEqual([]);
  });

  it("the platform never imports a business concern", async () => {
    const file = "app/platform/http/toast.ts";
    expect(
      await broken(file, `import { markViewer } from "~/domain/accounts/viewer.server";\nexport const x = markViewer;`),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(await broken(file, `import { cx } from "~/components/ui/cx";\nexport const x = cx;`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(
      await broken(
        file,
        `import { z } from "~/lib/zod";\nimport { MAX_UPLOAD_BYTES } from "~/platform/storage/upload-rules";\nexport const x = [z, MAX_UPLOAD_BYTES];`,
      ),
    ).toEqual([]);
  });

  it("components import .server modules for their types only", async () => {
    const file = "app/components/ui/cx.ts";
    expect(
      await broken(file, `import { markViewer } from "~/domain/accounts/viewer.server";\nexport const x = markViewer;`),
    ).toEqual(["@typescript-eslint/no-restricted-imports"]);
    expect(await broken(file, `import { type Viewer } from "~/domain/accounts/viewer.server";\nexport type X = Viewer;`)).toEqual(
      ["@typescript-eslint/no-import-type-side-effects"],
    );
    expect(await broken(file, `import type { Viewer } from "~/domain/accounts/viewer.server";\nexport type X = Viewer;`)).toEqual(
      [],
    );
  });

  it("no import cycles (a type-only import is erased and closes none)", async () => {
    // phone.ts imports masks.ts: masks.ts importing phone.ts back closes a cycle.
    expect(await broken("app/lib/masks.ts", `import { formatPhone } from "./phone";\nexport const x = formatPhone;`)).toEqual([
      "import-x/no-cycle",
    ]);
    expect(await broken("app/lib/masks.ts", `import type * as phone from "./phone";\nexport type X = typeof phone;`)).toEqual([]);
  });
});
