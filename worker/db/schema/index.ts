// The single source of truth for storage, one file per concept. Edit here, then
// `npm run db:generate` and commit the SQL it writes into migrations/. Sessions live in KV, each with its record in D1 (R2).
export * from "./content";
export * from "./people";
export * from "./privacy";
export * from "./records";
export * from "./registry";
export * from "./short-links";
export * from "./settings";
export * from "./analytics";
