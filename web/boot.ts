// The page's first script. The stylesheet is linked from the page's head; the app (web/main.tsx)
// is fetched once the served page has painted, so on a slow connection the stylesheet does not
// share the bandwidth with the app's code and the visitor reads the page sooner
// (docs/decisions/0029-scripts-after-first-paint.md). A page whose markup shows all its address
// asks for (every public page at its bare address: worker/shared/app-start.ts) has no use for it
// until the visitor uses the page: its app is fetched then, and what the visitor typed, chose or
// pressed meanwhile is handed to it (web/lib/early-use.ts). A page served without markup (the
// dashboard) has nothing to paint: its app starts at once.
import "./styles.css";

import { startsOnUse } from "../worker/shared/app-start";
import { afterFirstPaint } from "./lib/after-first-paint";
import { announceLoadedPage } from "./lib/analytics";
import { holdEarlyUse } from "./lib/early-use";
import { hideDismissedNotice } from "./lib/notice-dismissal";
import { onFirstIntent } from "./lib/on-first-intent";

const startApp = () => void import("./main");
const root = document.getElementById("root");

announceLoadedPage();
if (!root?.firstElementChild) startApp();
else {
  hideDismissedNotice();
  holdEarlyUse(root);
  if (startsOnUse(window.location.pathname, window.location.search)) onFirstIntent(startApp);
  else afterFirstPaint(startApp);
}
