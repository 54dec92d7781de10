import { servedPage } from "../lib/served-page";

// The home page is kept as served on a first visit (web/lib/served-page.tsx): its content's
// code loads only when the app navigates to it. One module, so that the route's split component
// and loader share the page's state.
export const { component: ServedHomePage, loader: loadHomePage } = servedPage("/", () =>
  import("./home-page").then((module) => module.HomePage),
);
