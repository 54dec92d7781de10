// First-party analytics (R22). What other folders may use of it.
export { analyticsBeaconRoutes, analyticsRoutes } from "./routes";
export { analyticsConsumer } from "./ingest";
export { countGoal, countPageViews, countShortLinkFollowed, pageOfForm } from "./count";
export { rollUpAnalytics } from "./rollup";
export { sendWeeklySummary } from "./weekly-summary";
