// The small labels of an order in the admin: risk (with its reasons as a
// tooltip), "não confirmado", "vencido", "atrasado".
import { Pill } from "~/components/ui/pill";
import { formatDate } from "~/lib/dates";
import { RISK_LEVEL_LABELS, type RiskLevel, riskLevelClass } from "~/domain/orders/lifecycle/order-status";

export function riskLabel(level: string): string {
  return RISK_LEVEL_LABELS[level as RiskLevel] ?? level;
}

export function RiskBadge({ level, reasons }: { level: string; reasons: string[] }) {
  return (
    <Pill className={riskLevelClass(level)} title={reasons.join(" ") || undefined}>
      risco {riskLabel(level)}
    </Pill>
  );
}

export function UnconfirmedBadge() {
  return <Pill className="bg-amber-100 text-amber-900">não confirmado</Pill>;
}

/** 'vencido': delivered, unpaid, past the due date. */
export function OverdueBadge({ dueAt }: { dueAt: Date | string | null | undefined }) {
  return (
    <Pill className="bg-red-100 text-red-900" title={dueAt ? `Venceu em ${formatDate(dueAt)}` : undefined}>
      vencido
    </Pill>
  );
}

export function LateBadge() {
  return <Pill className="bg-orange-100 text-orange-900">envio atrasado</Pill>;
}

export function ReviewBadge() {
  return <Pill className="bg-amber-100 text-amber-900">em análise</Pill>;
}
