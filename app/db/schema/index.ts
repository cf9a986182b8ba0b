export * from "./accounts";
export * from "./catalog";
export * from "./club";
export * from "./content";
export * from "./mail";
export * from "./orders";
