// Where each plan and landing page lives, by content key. app/routes.ts serves
// every entry with the one plan route (routes/plan.tsx); this module imports
// nothing so the route config can read it.
export const PLAN_PAGE_PATHS = {
  emagrecimento: "plano-emagrecimento",
  pele: "plano-pele",
  sono: "plano-sono",
  foco: "plano-foco",
  energia: "plano-energia",
  dht: "dht",
  newDetox: "new-detox",
} as const;
