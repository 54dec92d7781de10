// Leads: the contact form, the dashboard's list and their retention. What other folders may use of it.
export { purgeExpiredLeads } from "./retention";
export { adminContactRoutes, contactFormRoutes } from "./routes";
