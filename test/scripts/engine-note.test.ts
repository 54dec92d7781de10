import { describe, expect, it } from "vitest";

import { engineNote, npmNodeVersion } from "../../scripts/engine-note";

describe("the line after npm install", () => {
  it("reads the Node npm ran on from its user agent", () => {
    expect(npmNodeVersion("npm/11.19.1 node/v20.20.2 linux x64 workspaces/false")).toBe("v20.20.2");
    expect(npmNodeVersion(undefined)).toBeUndefined();
  });

  it("says which Node runs what, and why no EBADENGINE warning shows, when npm ran on an older Node", () => {
    expect(engineNote("npm/11.19.1 node/v20.20.2 linux x64 workspaces/false")).toBe(
      "npm ran on the machine's Node v20.20.2; every npm script runs on the project's Node 24 (node_modules/.bin/node), so .npmrc keeps npm's warnings about packages that want a newer Node (EBADENGINE) out of the log.",
    );
  });

  it("says nothing when npm ran on the project's Node, or is not known", () => {
    expect(engineNote("npm/11.6.2 node/v24.21.0 linux x64 workspaces/false")).toBeUndefined();
    expect(engineNote(undefined)).toBeUndefined();
  });
});
