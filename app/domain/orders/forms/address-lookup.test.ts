import { describe, expect, it } from "vitest";
import { addressFill, type LookupFillInput } from "./address-lookup";

const empty = { street: "", neighborhood: "", city: "", state: "" };
const reply = { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" };
const base: LookupFillInput = {
  requestedCep: "01310100",
  currentCep: "01310100",
  reply,
  current: empty,
  editedSince: new Set(),
  filledBefore: {},
};

describe("what a CEP lookup may fill", () => {
  it("fills the empty address fields from the reply for the CEP on screen", () => {
    expect(addressFill(base)).toEqual(reply);
  });

  it("ignores a reply for a CEP the shopper has since changed", () => {
    expect(addressFill({ ...base, currentCep: "30130010" })).toEqual({});
  });

  it("never overwrites a field the shopper typed or edited while the lookup was on its way", () => {
    const current = { ...empty, street: "Rua que eu digitei", city: "São Paulo" };
    expect(addressFill({ ...base, current, editedSince: new Set(["neighborhood"]) })).toEqual({ state: "SP" });
  });

  it("replaces what an earlier lookup wrote, when the shopper left it alone", () => {
    const current = { street: "Rua Antiga", neighborhood: "Centro", city: "Belo Horizonte", state: "MG" };
    const filledBefore = { street: "Rua Antiga", neighborhood: "Centro", city: "Belo Horizonte", state: "MG" };
    expect(addressFill({ ...base, current, filledBefore })).toEqual(reply);
    expect(addressFill({ ...base, current: { ...current, street: "Rua Antiga, corrigida" }, filledBefore })).toEqual({
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    });
  });

  it("keeps a field the reply leaves blank", () => {
    expect(addressFill({ ...base, reply: { ...reply, street: "", neighborhood: "  " } })).toEqual({
      city: "São Paulo",
      state: "SP",
    });
  });
});
