// Short links: the dashboard's API, following a link at the edge, its clicks and the missed pages' log. What other folders may use of it.
export { clickConsumer } from "./click-queue";
export { followShortLink } from "./follow";
export { notFoundLogRoutes } from "./missed-page-routes";
export { forgetServedMisses, logNotFound } from "./not-found-log";
export { shortLinkRoutes } from "./routes";
