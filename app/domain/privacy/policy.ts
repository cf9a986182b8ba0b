// The versions of the texts a person accepts (LGPD art. 8 § 1: consent refers to a
// specific text). Change a text on /privacidade or /termos → bump its version and
// date here; the consent record keeps which version each person saw.

// 2026-11-28: fraud blocks kept as a keyed hash after erasure, the order's idempotency code (decision 031).
export const PRIVACY_VERSION = "2026-11-28";
export const PRIVACY_DATE = "28/11/2026";
export const TERMS_VERSION = "2026-11-26";
export const TERMS_DATE = "26/11/2026";
/** The WhatsApp opt-in's wording (order forms). */
export const WHATSAPP_CONSENT_VERSION = "2026-11-26";
export const WHATSAPP_CONSENT_TEXT = "Quero receber a confirmação e o rastreio pelo WhatsApp.";

export const PRIVACY_PATH = "/privacidade";
export const TERMS_PATH = "/termos";
/** The rights portal (helper H6). */
export const MY_DATA_PATH = "/privacidade/meus-dados";

/** Days the shop has to answer a data subject's request in full (LGPD art. 19, II). */
export const REQUEST_ANSWER_DAYS = 15;
