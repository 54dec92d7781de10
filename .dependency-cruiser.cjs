// The house rules for imports, checked by `npm run lint` (depcruise). Type-only imports count:
// a cycle through types still ties the files' meanings together.
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
