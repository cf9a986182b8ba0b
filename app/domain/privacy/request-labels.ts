// How the panel names data subjects' requests and their states (pure: pages import it).
import type { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from "~/db/schema/privacy";

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: "Acesso aos dados",
  export: "Portabilidade (download)",
  correction: "Correção",
  deletion: "Exclusão (anonimização)",
  revocation: "Revogação de consentimento",
};

export const REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  open: "Aberto",
  answered: "Respondido",
  completed: "Concluído",
  refused: "Recusado",
};
