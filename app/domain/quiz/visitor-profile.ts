// The visitor profile (spec "Visitor profile"): lives in the browser, starts
// empty, merges partially, resets, survives reloads (localStorage).
import type { StreetAddress } from "~/domain/orders/records/delivery-details";

export const GENDERS = ["masculino", "feminino"] as const;
export const AGE_RANGES = ["18-25", "26-35", "36-45", "46-55", "56-65", "65+"] as const;
export const SYMPTOMS = [
  "cansaco",
  "insonia",
  "pele_ressecada",
  "queda_cabelo",
  "ansiedade",
  "dores_cabeca",
  "falta_concentracao",
  "intestino_preso",
  "desanimo",
  "retencao_liquido",
  "dores_musculares",
  "problemas_digestivos",
] as const;
export const HABITS = [
  "muita_fritura",
  "pouca_agua",
  "muito_acucar",
  "poucos_vegetais",
  "refeicoes_irregulares",
  "jejum_prolongado",
  "fast_food",
  "refri_alcool",
] as const;
export const EXPECTATIONS = [
  "resultados_rapidos",
  "resultados_consistentes",
  "facil_adaptacao",
  "sem_efeitos_colaterais",
  "preco_acessivel",
  "recomendacao_profissional",
] as const;

/** The address the quiz keeps for the order form (its CEP under the form's field name). */
export interface VisitorAddress extends StreetAddress {
  zipCode: string;
}

export interface VisitorProfile {
  name: string;
  fullName: string;
  gender: "" | (typeof GENDERS)[number];
  ageRange: "" | (typeof AGE_RANGES)[number];
  objective: "" | "emagrecer" | "pele" | "sono" | "foco" | "energia";
  symptoms: string[];
  dietaryHabits: string[];
  expectations: string[];
  whatsapp: string;
  email: string;
  cpf: string;
  acceptedWhatsapp: boolean;
  quizCompleted: boolean;
  quizCompletedAt: string;
  address: VisitorAddress;
}

export const EMPTY_PROFILE: VisitorProfile = {
  name: "",
  fullName: "",
  gender: "",
  ageRange: "",
  objective: "",
  symptoms: [],
  dietaryHabits: [],
  expectations: [],
  whatsapp: "",
  email: "",
  cpf: "",
  acceptedWhatsapp: false,
  quizCompleted: false,
  quizCompletedAt: "",
  address: { street: "", number: "", complement: "", neighborhood: "", city: "", state: "", zipCode: "" },
};

export type ProfilePatch = Partial<Omit<VisitorProfile, "address">> & { address?: Partial<VisitorAddress> };

export const PROFILE_STORAGE_KEY = "visitor-profile";

let current: VisitorProfile = EMPTY_PROFILE;
let loaded = false;
const listeners = new Set<() => void>();

/** Keeps only known fields of the right type, so a tampered or old value cannot break the page. */
export function sanitizeProfile(value: unknown): VisitorProfile {
  if (!value || typeof value !== "object") return EMPTY_PROFILE;
  const v = value as Record<string, unknown>;
  const str = (x: unknown, max = 200) => (typeof x === "string" ? x.slice(0, max) : "");
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((i): i is string => typeof i === "string").slice(0, 20) : []);
  const oneOf = <T extends string>(x: unknown, options: readonly T[]): T | "" => (options.includes(x as T) ? (x as T) : "");
  const a = (v.address && typeof v.address === "object" ? v.address : {}) as Record<string, unknown>;
  return {
    name: str(v.name),
    fullName: str(v.fullName),
    gender: oneOf(v.gender, GENDERS),
    ageRange: oneOf(v.ageRange, AGE_RANGES),
    objective: oneOf(v.objective, ["emagrecer", "pele", "sono", "foco", "energia"] as const),
    symptoms: list(v.symptoms).filter((s) => (SYMPTOMS as readonly string[]).includes(s)),
    dietaryHabits: list(v.dietaryHabits).filter((s) => (HABITS as readonly string[]).includes(s)),
    expectations: list(v.expectations).filter((s) => (EXPECTATIONS as readonly string[]).includes(s)),
    whatsapp: str(v.whatsapp, 20),
    email: str(v.email, 254),
    cpf: str(v.cpf, 14),
    acceptedWhatsapp: v.acceptedWhatsapp === true,
    quizCompleted: v.quizCompleted === true,
    quizCompletedAt: str(v.quizCompletedAt, 40),
    address: {
      street: str(a.street),
      number: str(a.number, 20),
      complement: str(a.complement),
      neighborhood: str(a.neighborhood),
      city: str(a.city),
      state: str(a.state, 2),
      zipCode: str(a.zipCode, 9),
    },
  };
}

function load(): VisitorProfile {
  if (loaded || typeof window === "undefined") return current;
  loaded = true;
  try {
    const raw = window.localStorage.getItem(PROFILE_STORAGE_KEY);
    current = raw ? sanitizeProfile(JSON.parse(raw)) : EMPTY_PROFILE;
  } catch (error) {
    console.warn("Perfil salvo ilegível; recomeçando do zero.", error);
    current = EMPTY_PROFILE;
  }
  return current;
}

function save(next: VisitorProfile) {
  current = next;
  try {
    window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn("Não foi possível salvar o perfil no navegador.", error);
  }
  for (const listener of listeners) listener();
}

export function getProfile(): VisitorProfile {
  return load();
}

/** Merges a partial profile (address merged field by field) and saves it. */
export function mergeProfile(patch: ProfilePatch): VisitorProfile {
  const base = load();
  const next: VisitorProfile = { ...base, ...patch, address: { ...base.address, ...patch.address } };
  save(next);
  return next;
}

export function resetProfile(): void {
  load();
  save(EMPTY_PROFILE);
}

export function subscribeToProfile(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PROFILE_STORAGE_KEY) return;
    loaded = false;
    load();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** First word of the name, or 'Cliente' (spec). */
export function firstNameOf(profile: Pick<VisitorProfile, "name" | "fullName">): string {
  const source = profile.name.trim() || profile.fullName.trim();
  return source.split(/\s+/)[0] || "Cliente";
}
