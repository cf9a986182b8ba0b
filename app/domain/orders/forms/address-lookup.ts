// What a CEP lookup may write into the delivery form (one rule for every
// order form). A reply only counts for the CEP the form still shows, and it
// never overwrites what the shopper typed: a field is filled when it is empty,
// or when it still holds what an earlier lookup put there, and not when the
// shopper edited it while the lookup was on its way.

export const ADDRESS_LOOKUP_FIELDS = ["street", "neighborhood", "city", "state"] as const;
export type AddressLookupField = (typeof ADDRESS_LOOKUP_FIELDS)[number];
export type LookedUpAddress = Partial<Record<AddressLookupField, string>>;

export interface LookupFillInput {
  /** The CEP (digits) the reply answers. */
  requestedCep: string;
  /** The CEP (digits) the form shows now. */
  currentCep: string;
  reply: LookedUpAddress;
  /** What the fields hold now. */
  current: Record<AddressLookupField, string>;
  /** Fields the shopper edited after the lookup started. */
  editedSince: ReadonlySet<string>;
  /** What earlier lookups wrote into each field. */
  filledBefore: Readonly<Partial<Record<AddressLookupField, string>>>;
}

/** The values to write (none for a stale reply). */
export function addressFill({
  requestedCep,
  currentCep,
  reply,
  current,
  editedSince,
  filledBefore,
}: LookupFillInput): LookedUpAddress {
  if (requestedCep !== currentCep) return {};
  const fill: LookedUpAddress = {};
  for (const name of ADDRESS_LOOKUP_FIELDS) {
    const value = reply[name]?.trim();
    if (!value || editedSince.has(name)) continue;
    const now = current[name].trim();
    if (now === "" || now === filledBefore[name]) fill[name] = value;
  }
  return fill;
}
