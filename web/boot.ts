// The page's first script. The stylesheet is linked from the page's head; the app (web/main.tsx)
// is fetched once the served page has painted, so on a slow connection the stylesheet does not
// share the bandwidth with the app's code and the visitor reads the page sooner
// (docs/decisions/0029-scripts-after-first-paint.md). A page served without markup (the dashboard)
// has nothing to paint: its app starts at once.
import "./styles.css";

import { afterFirstPaint } from "./lib/after-first-paint";

const startApp = () => void import("./main");

if (document.getElementById("root")?.firstElementChild) afterFirstPaint(startApp);
else startApp();
