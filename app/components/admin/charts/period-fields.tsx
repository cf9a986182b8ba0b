// The period of a figures page (Resultados, Funil): a GET form whose two day
// fields are named as in the URL (?de=&ate=), so it works without scripts, and
// the links and texts that carry the same period, so the names live here once.
// The days are typed and read dd/mm/aaaa whatever the browser's language, on
// the one form layer: the schema that checks them here reads the URL on the
// server (app/domain/admin/forms/period.ts).
import type { SubmissionResult } from "@conform-to/react";
import { type ReactNode, useMemo } from "react";
import { Form, useLocation } from "react-router";
import { DateField, useAdminForm } from "~/components/admin/fields";
import { checkPeriod, periodSchema } from "~/domain/admin/forms/period";
import { formatDay } from "~/lib/dates";
import { parseSubmission, refusalReply } from "~/lib/forms";

/** Two days, YYYY-MM-DD, both included (as the server parsed them). */
interface Period {
  from: string;
  to: string;
}

/**
 * The address's own refusal: a period typed wrong (31/02/2026) comes back
 * with what was typed and its message, while the page shows the default
 * period. The same check runs on the server's render and the browser's, so
 * both draw the same form.
 */
function refusalOf(search: string): SubmissionResult<string[]> | undefined {
  const params = new URLSearchParams(search);
  if (!params.has("de") && !params.has("ate")) return undefined;
  const submission = parseSubmission(params, checkPeriod);
  return submission.status === "success" ? undefined : refusalReply(submission);
}

interface PeriodFormProps {
  period: Period;
  className?: string;
  /** The page's other filters and its buttons, after the two days. */
  children?: ReactNode;
}

export function PeriodForm(props: PeriodFormProps) {
  const { search } = useLocation();
  // A fresh form per address: its fields start from the period the page shows.
  return <PeriodFormFor key={search} search={search} {...props} />;
}

function PeriodFormFor({ period, className, children, search }: PeriodFormProps & { search: string }) {
  const lastResult = useMemo(() => refusalOf(search), [search]);
  const { fields, formProps } = useAdminForm({
    id: "periodo",
    schema: periodSchema,
    check: checkPeriod,
    lastResult,
    defaultValue: { de: formatDay(period.from), ate: formatDay(period.to) },
  });
  return (
    <Form method="get" {...formProps} className={className}>
      <DateField field={fields.de} label="De" />
      <DateField field={fields.ate} label="Até" />
      {children}
    </Form>
  );
}

/** The period as a query string, with any other filter after it (a link to the other figures page keeps the period). */
export function periodQuery(period: Period, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ de: period.from, ate: period.to, ...extra });
}

/** "de 01/06/2026 a 07/06/2026", for titles and descriptions. */
export function periodText(period: Period): string {
  return `de ${formatDay(period.from)} a ${formatDay(period.to)}`;
}
