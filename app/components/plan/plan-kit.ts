// What the plan pages' lazy parts (the kit cards, the static sections) draw
// with: pieces of the page's own first load, handed to them as a prop. Were
// they to import these modules themselves, the bundler would put the modules
// in chunks shared with the lazy code, and every plan page's first load would
// fetch those extra files (about 1 KB gzip more on /plano-emagrecimento, over
// its 140 KB budget). The lazy modules import only the type.
import { CheckIcon, DropIcon, ShieldIcon } from "./plan-icons";
import { Chip, discountPercent, installmentText, savingsCents } from "./plan-page";
import { PlanSection, promisesFor } from "./plan-section";
import { FormLink, isPlainClick, scrollToSection } from "./scroll-to-form";

export const PLAN_KIT = {
  Section: PlanSection,
  FormLink,
  promisesFor,
  Chip,
  CheckIcon,
  DropIcon,
  ShieldIcon,
  discountPercent,
  installmentText,
  savingsCents,
  isPlainClick,
  scrollToSection,
};

export type PlanKit = typeof PLAN_KIT;
