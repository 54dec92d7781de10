// The analytics API (R22): the app's beacon (public: a view the app made without loading a page,
// or a goal it saw), and the figures staff read in the Analytics section, also as CSV, named so a
// deployer can script them (`visitors`, `pageviews`, `visits`).
import { Hono } from "hono";

import { requireAccess, type AuthedEnv } from "../auth/guard";
import { csvResponse, toCsv } from "../csv";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { jsonBody } from "../middleware/json-body";
import { DIMENSION_COLUMNS, beaconSchema, exportQuerySchema, figuresQuerySchema, isPublicPagePath } from "../shared/analytics";
import { validate } from "../validation";
import { countGoal, countView } from "./count";
import { figuresOf, tableRows } from "./figures";

export const analyticsBeaconRoutes = new Hono<AppEnv>().use(jsonBody.small).post("/", validate("json", beaconSchema), (c) => {
  const beacon = c.req.valid("json");
  // Only the site's own page addresses are counted: a made-up path adds no row to any table.
  if (isPublicPagePath(beacon.path)) {
    if (beacon.kind === "view") countView(c, beacon.path);
    else countGoal(c, beacon.goal, beacon.path);
  }
  return c.body(null, 204);
});

export const analyticsRoutes = new Hono<AuthedEnv>()
  .use(requireAccess)
  .get("/", validate("query", figuresQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await figuresOf(database(c.env), query, new Date()));
  })
  .get("/export.csv", validate("query", exportQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const rows = (await tableRows(database(c.env), query, new Date()))[query.table];
    const goal = query.filter?.dimension === "goal";
    const header = [
      DIMENSION_COLUMNS[query.table],
      "visitors",
      "visits",
      query.table === "goal" ? "completions" : "pageviews",
      "time_on_page_seconds",
    ];
    const csv = toCsv(
      goal ? [...header, "conversion_rate_percent"] : header,
      rows.map((row) => {
        const cells = [row.value, row.visitors, row.visits, row.pageviews, row.timeOnPageSeconds];
        return goal ? [...cells, row.conversionRate ?? 0] : cells;
      }),
    );
    return csvResponse(csv, `analytics-${query.table}-${query.from}-to-${query.to}.csv`);
  });
