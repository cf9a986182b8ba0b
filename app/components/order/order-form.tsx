// PLACEHOLDER CONTRACT — being implemented by the order-form owner. Do not edit.
export interface OrderFormOffer {
  code: string;
  title: string;
  units: number;
  priceCents: number;
  compareAtCents: number | null;
  installments: number;
}

export interface OrderFormProps {
  /** The catalog product being ordered (prices are re-read on the server). */
  product: { id: number; name: string; priceCents: number; imageUrl: string | null };
  /** Packages to choose from (hair kits, "pague 1 leve 2"); the first is preselected. */
  offers?: OrderFormOffer[];
  /** "full": with email and terms (weight-loss form); "simple": without (other landings). */
  variant: "full" | "simple";
  /** Preselected offer code, e.g. from a package button on the page. */
  selectedOfferCode?: string;
  /** Element id of the form section (the page's scroll target), default "order-form". */
  id?: string;
  title?: string;
}

export function OrderForm(props: OrderFormProps) {
  return <section id={props.id ?? "order-form"}>{props.title ?? "Preencha seus dados para receber"}</section>;
}
