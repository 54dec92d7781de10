// The team: who is on the dashboard and in which role (R25). What other folders may use of it.
export { teamRoutes } from "./routes";
export { invitationRoutes } from "./invitation-routes";
