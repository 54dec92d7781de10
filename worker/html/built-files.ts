// The build's output (index.html, the screens prerendered into dist/client/_prerendered) cannot
// change while a version of the Worker runs, so each file is read from the assets binding once
// per isolate and kept (docs/decisions/0027-speed-and-clicks.md). Only settled texts are kept, never
// a pending read: a promise shared between requests would tie one request to another's I/O.
import type { Fetcher } from "@cloudflare/workers-types";

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
