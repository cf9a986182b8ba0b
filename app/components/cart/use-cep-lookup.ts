// Address lookup by CEP for delivery forms: GET /api/cep/{8 digits} once the
// CEP is complete; a newer lookup cancels the previous one. Same messages as
// the plan pages' order form (app/components/order/order-form.tsx).
import { useEffect, useRef, useState } from "react";
import { onlyDigits } from "~/lib/masks";

export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type CepLookupState = { status: "idle" | "loading" | "found" } | { status: "error"; message: string };

const FAILED = "Não foi possível buscar o endereço agora. Preencha o endereço manualmente.";

/** The status line to show beside the CEP field (inside an aria-live region). */
export function cepStatusText(state: CepLookupState, foundText = "Endereço encontrado. Confira o número."): string {
  if (state.status === "loading") return "Buscando endereço...";
  if (state.status === "found") return foundText;
  if (state.status === "error") return state.message;
  return "";
}

export function useCepLookup() {
  const [state, setState] = useState<CepLookupState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Looks the CEP up when it has 8 digits; `onFound` receives the address. */
  async function lookup(masked: string, onFound: (address: CepAddress) => void) {
    const digits = onlyDigits(masked);
    controller.current?.abort();
    if (digits.length !== 8) {
      controller.current = null;
      setState({ status: "idle" });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ status: "loading" });
    try {
      const res = await fetch(`/api/cep/${digits}`, { signal: current.signal });
      const body = (await res.json()) as Partial<CepAddress> & { error?: string };
      if (current.signal.aborted) return;
      if (!res.ok) {
        setState({ status: "error", message: body.error ?? FAILED });
        return;
      }
      onFound({
        street: body.street ?? "",
        neighborhood: body.neighborhood ?? "",
        city: body.city ?? "",
        state: body.state ?? "",
      });
      setState({ status: "found" });
    } catch {
      if (!current.signal.aborted) setState({ status: "error", message: FAILED });
    }
  }

  return { state, lookup };
}
