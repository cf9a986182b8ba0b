export * from "./accounts";
export * from "./catalog";
export * from "./club";
export * from "./content";
export * from "./mail";
export * from "./orders";
export * from "./analytics";
export * from "./security";
