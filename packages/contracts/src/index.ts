export * from "./accounts";
export * from "./auth";
export * from "./errors";
export * from "./health";
export * from "./users";
export * from "./money";
export * from "./transactions";
