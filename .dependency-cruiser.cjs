// The house rules for imports, checked by `npm run lint` (depcruise). Type-only imports count:
// a cycle through types still ties the files' meanings together.
// The Worker's layers, top down: index.ts (and app.ts, queue-consumers.ts, retention.ts); pages/;
// the concepts; auth/; html/, middleware/, security/; db/; shared/ (README, "Layout").

/** The concept folders: each holds its routes and its logic, reached through its index.ts. */
const CONCEPTS = "posts|events|short-links|registry|contacts|privacy|media|outbox|audit|team|analytics";
/** The folders below the concepts. */
const BELOW_CONCEPTS = "auth|html|middleware|security|db|shared";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A file never reaches itself through its imports (type imports included).",
      from: {},
      to: { circular: true },
    },
    {
      name: "entry-files-on-top",
      severity: "error",
      comment:
        "worker/index.ts mounts everything; app.ts (the API), queue-consumers.ts and retention.ts are its parts. Nothing of the Worker imports them back.",
      from: { path: "^worker/", pathNot: "^worker/index\\.ts$" },
      to: { path: "^worker/(index|app|queue-consumers|retention)\\.ts$" },
    },
    {
      name: "pages-above-concepts",
      severity: "error",
      comment:
        "worker/pages is the page dispatcher: it asks each concept for its pages (pages/page-source.ts). A concept, or anything below the concepts, never imports it.",
      from: { path: `^worker/(${CONCEPTS}|${BELOW_CONCEPTS})/` },
      to: { path: "^worker/pages/" },
    },
    {
      name: "middleware-and-security-import-no-feature",
      severity: "error",
      comment: "worker/middleware and worker/security serve every route: they import no concept, nor the pages or the sign-in above them.",
      from: { path: "^worker/(middleware|security)/" },
      to: { path: `^worker/(${CONCEPTS}|pages|auth|html)/` },
    },
    {
      name: "platform-imports-no-feature",
      severity: "error",
      comment: "Below the concepts (sign-in, HTML frames, middleware, security, statements, shared code) nothing imports a concept.",
      from: { path: `^worker/(${BELOW_CONCEPTS})/` },
      to: { path: `^worker/(${CONCEPTS})/` },
    },
    {
      name: "sign-in-above-html-frames",
      severity: "error",
      comment: "worker/auth uses the HTML frames (worker/html) for its pages; the frames know nothing of signing in.",
      from: { path: "^worker/html/" },
      to: { path: "^worker/auth/" },
    },
    {
      name: "concepts-meet-through-their-entry",
      severity: "error",
      comment:
        "A concept's folder is reached from outside only through its index.ts, which says what the rest of the Worker may use of it.",
      from: { path: "^worker/([^/]+)" },
      to: { path: `^worker/(${CONCEPTS})/`, pathNot: ["^worker/$1/", `^worker/(${CONCEPTS})/index\\.ts$`] },
    },
    {
      name: "outbox-imports-no-feature",
      severity: "error",
      comment: "Every concept hands its messages to the outbox; the outbox imports no concept back.",
      from: { path: "^worker/outbox/" },
      to: { path: `^worker/(${CONCEPTS})/`, pathNot: "^worker/outbox/" },
    },
    {
      name: "plumbing-imports-no-folder-above",
      severity: "error",
      comment:
        "The Worker's plumbing files (env, log, queues, the site's origin, validation and the like) sit under everything that uses them: they import only db/ and shared/.",
      from: { path: "^worker/(env|log|csv|answers|validation|site-origin|queues|queue-batch)\\.ts$" },
      to: { path: `^worker/(${CONCEPTS}|pages|auth|html|middleware|security)/` },
    },
    {
      name: "web-layers",
      severity: "error",
      comment:
        "The app's folders, top down: routes/; admin/; components/ and tools/; lib/ and queries/; content/. A folder imports none above it (the entry files router, main, server and prerender are above all).",
      from: { path: "^web/(lib|queries|content)/|^web/(api|query-client)\\.ts$" },
      to: { path: "^web/(components|tools|admin|routes)/|^web/(router|main|server|prerender|boot|routeTree\\.gen)\\.tsx?$" },
    },
    {
      name: "web-site-below-dashboard",
      severity: "error",
      comment: "The site's components and tools never import the dashboard or a route; the dashboard never imports a route.",
      from: { path: "^web/(components|tools|admin)/" },
      to: { path: "^web/routes/|^web/(router|main|server|prerender|boot|routeTree\\.gen)\\.tsx?$" },
    },
    {
      name: "web-site-below-dashboard-code",
      severity: "error",
      comment: "The site's components and tools never import the dashboard's code.",
      from: { path: "^web/(components|tools)/" },
      to: { path: "^web/admin/" },
    },
    {
      name: "web-content-is-plain-data",
      severity: "error",
      comment: "web/content holds the site's texts and static content: it imports no code of the app.",
      from: { path: "^web/content/" },
      to: { path: "^web/(lib|queries|components|tools|admin|routes)/" },
    },
    {
      name: "db-imports-no-feature",
      severity: "error",
      comment:
        "worker/db holds statements: it imports only db/, worker/shared/ and the Worker's plumbing (env, log, queues), never a feature folder.",
      from: { path: "^worker/db/" },
      to: { path: "^worker/", pathNot: ["^worker/db/", "^worker/shared/", "^worker/(env|log|queues)\\.ts$"] },
    },
    {
      name: "shared-imports-only-shared",
      severity: "error",
      comment: "worker/shared runs in the Worker and in the browser: it imports nothing else of the project.",
      from: { path: "^worker/shared/" },
      to: { path: "^(worker|web)/", pathNot: "^worker/shared/" },
    },
    {
      name: "web-imports-only-shared",
      severity: "error",
      comment: "The app takes from the Worker only worker/shared and the API's type (worker/app.ts, as a type).",
      from: { path: "^web/" },
      to: { path: "^worker/", pathNot: ["^worker/shared/", "^worker/app\\.ts$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.wrangler)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: false,
  },
};
