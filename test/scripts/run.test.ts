// scripts/run.ts: a command's output held until it ends, printed whole, so that two layers run
// side by side by `npm test` do not interleave their reports.
import { afterEach, describe, expect, it, vi } from "vitest";

import { OFFLINE_ENV, run } from "../../scripts/run";

afterEach(() => vi.restoreAllMocks());

/** What the command prints: "one", then "two" a little later; exits with `code`. */
const printsTwice = (code = 0) => [
  "-e",
  `process.stdout.write("one\\n"); setTimeout(() => { process.stderr.write("two\\n"); process.exit(${code}); }, 300);`,
];

describe("run, held", () => {
  it("prints nothing while the command runs, then all it printed in one piece", async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const running = run("node", printsTwice(), OFFLINE_ENV, { held: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(written.join("")).not.toContain("one");
    await running;
    expect(written.filter((chunk) => chunk.includes("one"))).toEqual(["one\ntwo\n"]);
  });

  it("prints what a failing command printed, and rejects with its exit code", async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    await expect(run("node", printsTwice(3), OFFLINE_ENV, { held: true })).rejects.toMatchObject({ exitCode: 3 });
    expect(written.join("")).toContain("one\ntwo\n");
  });
});
