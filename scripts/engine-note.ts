// npm checks every package's `engines` against the Node it runs on. On a machine whose Node is
// older than the project's, `npm install` warns (EBADENGINE) for each package that wants Node 22
// or 24; those warnings are true of npm's Node and say nothing about the project's, which the
// `node` devDependency puts in node_modules/.bin for every script (docs/decisions/0005). The
// project's .npmrc keeps them out of the log (npm prints errors only); after the install, one line
// says which Node runs what, and only when npm really ran on an older Node.

/** The Node version npm ran on, read from its user agent ("npm/11.1.0 node/v20.20.2 linux x64 …"). */
export function npmNodeVersion(userAgent: string | undefined): string | undefined {
  return /\bnode\/(v\d+\.\d+\.\d+)/.exec(userAgent ?? "")?.[1];
}

/** The line printed after `npm install`, or undefined when npm ran on Node `major` or later. */
export function engineNote(userAgent: string | undefined, major = 24): string | undefined {
  const version = npmNodeVersion(userAgent);
  if (version === undefined || Number(version.slice(1).split(".")[0]) >= major) return undefined;
  return `npm ran on the machine's Node ${version}; every npm script runs on the project's Node ${major} (node_modules/.bin/node), so .npmrc keeps npm's warnings about packages that want a newer Node (EBADENGINE) out of the log.`;
}
