// The build's output (index.html, the screens prerendered into dist/client/_prerendered) cannot
// change while a version of the Worker runs, so each file is read from the assets binding once
// per isolate and kept (docs/decisions/0027-speed-and-clicks.md). Only settled texts are kept, never
// a pending read: a promise shared between requests would tie one request to another's I/O.
import type { Fetcher } from "@cloudflare/workers-types";

import { tokenHashOf } from "../security/token-hash";

/** Every built file this isolate has read, by path; undefined when the build has no such file. */
const files = new Map<string, string | undefined>();

/** A built file's text, or undefined when the build has none (a failed read is tried again next time). */
export async function builtFile(assets: Fetcher, requestUrl: string, path: string): Promise<string | undefined> {
  if (files.has(path)) return files.get(path);
  const response = await assets.fetch(new URL(path, requestUrl).href);
  if (response.ok) {
    const text = await response.text();
    files.set(path, text);
    return text;
  }
  await response.body?.cancel();
  if (response.status === 404) files.set(path, undefined);
  return undefined;
}

/** The build the isolate serves: its index.html, and a short digest of it. */
let build: { page: string; id: string } | undefined;

/** The Worker's own build, stamped by vite.config.ts (none where Vite did not build it: the tests). */
const WORKER_BUILD = (import.meta.env.VITE_BUILD_ID as string | undefined) ?? "unbuilt";

/**
 * The build's identity: the Worker's own build and a digest of its index.html, which names every
 * script and style sheet by its content. A page kept from another build (in the edge's cache,
 * across a deploy or a restart) would name files this one does not have, or be rendered by other
 * code; a key with this in it never finds such a page.
 */
export async function buildId(assets: Fetcher, requestUrl: string): Promise<string> {
  const page = (await builtFile(assets, requestUrl, "/index.html")) ?? "";
  if (build?.page !== page) build = { page, id: `${WORKER_BUILD}-${(await tokenHashOf(page)).slice(0, 12)}` };
  return build.id;
}

/** Forgets every file read and the build (a test that plays a new build in the same isolate). */
export function forgetBuiltFiles() {
  files.clear();
  build = undefined;
}
