// A person's own data: the /your-data pages and the staff's data requests. What other folders may use of it.
export { yourDataRoutes } from "./routes";
export { dataRequestRoutes } from "./staff-routes";
