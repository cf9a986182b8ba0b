// Icons used only by the cart (same style as app/components/ui/icons.tsx:
// 24×24, stroke = currentColor, decorative: the control carries the name).
import { type IconProps as Props, Svg } from "~/components/ui/icons";

export function MinusIcon(props: Props) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
    </Svg>
  );
}

export function PlusIcon(props: Props) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </Svg>
  );
}

export function TrashIcon(props: Props) {
  return (
    <Svg {...props}>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6" />
      <path d="M14 11v6" />
    </Svg>
  );
}

export function CartPlusIcon(props: Props) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="20" r="1" />
      <circle cx="18" cy="20" r="1" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.6L21 7H6" />
      <path d="M13 9v4" />
      <path d="M11 11h4" />
    </Svg>
  );
}
