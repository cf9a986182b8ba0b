import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Closes the edit dialog, drawer or order detail by dropping its id from the URL (?editar=, ?pedido=). */
export function useCloseEditing(param: "editar" | "pedido" = "editar") {
  const [, setParams] = useSearchParams();
  return useCallback(() => {
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(param);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [param, setParams]);
}
