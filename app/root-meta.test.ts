// The root's meta is the only one rendered when the root's error boundary shows a page
// (a 404 thrown by any loader, or an unexpected error): it must still give a pt-BR title and a description.
import { describe, expect, it } from "vitest";
import { meta } from "./root";

type MetaArgs = Parameters<typeof meta>[0];
const matches = [{ id: "root", loaderData: { brand: { name: "Marca Teste" } } }];

function tags(error: unknown) {
  const list = meta({ error, matches } as unknown as MetaArgs) ?? [];
  const title = list.find((m) => "title" in m) as { title: string } | undefined;
  const description = list.find((m) => "name" in m && m.name === "description") as { content: string } | undefined;
  return { title: title?.title, description: description?.content };
}

/** What a loader's `throw data(null, { status })` becomes once React Router catches it (isRouteErrorResponse's shape). */
const thrown = (status: number) => ({ status, statusText: "", internal: false, data: null });

describe("root meta", () => {
  it("names the error page (500) in Portuguese with the configured brand", () => {
    expect(tags(new Error("falhou"))).toEqual({
      title: "Erro inesperado | Marca Teste",
      description: "Algo deu errado do nosso lado. Tente novamente em instantes.",
    });
  });

  it("names the not-found page for a 404 thrown by a loader", () => {
    const { title, description } = tags(thrown(404));
    expect(title).toBe("Página não encontrada | Marca Teste");
    expect(description).toBeTruthy();
  });

  it("gives pages without their own meta a title and a description", () => {
    const { title, description } = tags(undefined);
    expect(title).toMatch(/\| Marca Teste$/);
    expect(description).toBeTruthy();
  });

  it("still answers when the root loader itself failed (no brand loaded)", () => {
    const list = meta({ error: new Error("banco fora"), matches: [{ id: "root" }] } as unknown as MetaArgs) ?? [];
    expect(list).toContainEqual({ title: "Erro inesperado | Lift" });
  });
});
