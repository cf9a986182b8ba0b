// README and docs/architecture.md draw the order life cycle once each; the
// diagram must be the status module's transition table, edge for edge.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TRANSITIONS } from "./order-status";

const root = path.resolve(import.meta.dirname, "..", "..", "..", "..");

describe.each(["README.md", "docs/architecture.md"])("the order life cycle diagram in %s", (file) => {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const blocks = [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((b) => b.includes("stateDiagram-v2"));

  it("is one stateDiagram-v2 under 'Ciclo de vida do pedido / Order life cycle'", () => {
    expect(blocks).toHaveLength(1);
    expect(text).toContain("## Ciclo de vida do pedido / Order life cycle");
  });

  it("has exactly the transitions and pt-BR labels of app/domain/orders/lifecycle/order-status.ts", () => {
    const diagram = blocks[0]!;
    const edges = [...diagram.matchAll(/^\s*(\w+) --> (\w+)/gm)].map((m) => `${m[1]}>${m[2]}`).filter((e) => !e.includes("[*]"));
    const expected = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => `${from}>${to}`));
    expect(edges.sort()).toEqual(expected.sort());
    for (const status of ORDER_STATUSES) expect(diagram).toContain(`state "${ORDER_STATUS_LABELS[status]}" as ${status}`);
  });
});
