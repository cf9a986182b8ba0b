// Privacy: a person's consent record, written by the app's own consent module
// with the texts' current versions.
import type { Database } from "~/db/client.server";
import type { ConsentPurpose } from "~/db/schema";
import { recordConsents } from "~/domain/privacy/consents.server";
import { PRIVACY_VERSION, TERMS_VERSION, WHATSAPP_CONSENT_VERSION } from "~/domain/privacy/policy";

const VERSION_OF: Record<ConsentPurpose, string> = {
  terms: TERMS_VERSION,
  privacy: PRIVACY_VERSION,
  whatsapp: WHATSAPP_CONSENT_VERSION,
  marketing: PRIVACY_VERSION,
};

/** Consents granted by one person on one form (an order's, unless `source` says otherwise), one row per purpose. */
export async function grantConsents(
  db: Database,
  subject: { customerId?: string | null; orderId?: string | null; email?: string | null; source?: string },
  purposes: ConsentPurpose[] = ["terms", "privacy"],
): Promise<void> {
  await recordConsents(
    db,
    purposes.map((purpose) => ({
      customerId: subject.customerId ?? null,
      orderId: subject.orderId ?? null,
      subjectEmail: subject.email ? subject.email.trim().toLowerCase() : null,
      purpose,
      granted: true,
      textVersion: VERSION_OF[purpose],
      source: subject.source ?? "plan-order",
    })),
  );
}
