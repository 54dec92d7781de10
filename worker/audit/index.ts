// The audit trail: who changed what, when. What other folders may use of it.
export { auditRoutes } from "./routes";
