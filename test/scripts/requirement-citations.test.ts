// Every rule the code and the records cite can be followed inside the repository: each S or R id
// named in worker/, web/, scripts/, e2e/, test/ and docs/decisions/ has its section in
// docs/requirements.md, and no file points at the specification's sections by number.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

const CITING = ["worker", "web", "scripts", "e2e", "test", "bench", "docs/decisions", "README.md"];
const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", ...CITING], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|md|js)$/.test(file) && !file.endsWith("requirement-citations.test.ts"));

const requirements = readFileSync("docs/requirements.md", "utf8");
const defined = new Set([...requirements.matchAll(/<a id="([RS]\d+)"><\/a>/g)].map((match) => match[1]));

/** The ids a text cites: "R13", "S5" as whole words (not "R2" inside "R2Bucket", nor "S3" in a URL). */
function citedIds(text: string): string[] {
  return [...text.matchAll(/(?<![\w/.-])([RS]\d{1,2})(?![\w/.-])/g)].map((match) => match[1]!);
}

describe("citations of the requirements", () => {
  it("reads ids as whole words only", () => {
    expect(citedIds("the rule (R13) and S5; R2Bucket, s3, /S3/, S3.amazonaws")).toEqual(["R13", "S5"]);
  });

  it("defines S1 to S9 and R1 onward in docs/requirements.md", () => {
    for (let n = 1; n <= 9; n++) expect(defined).toContain(`S${n}`);
    expect(defined).toContain("R1");
  });

  it("resolves every cited id in docs/requirements.md", () => {
    const unresolved = files.flatMap((file) =>
      citedIds(readFileSync(file, "utf8"))
        .filter((id) => !defined.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unresolved).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const named = [...requirements.matchAll(/`((?:worker|web|test|e2e|scripts|docs|migrations|bench)\/[^`\s]*)`/g)].map(
      (match) => match[1]!,
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it("never points at the specification's sections by number", () => {
    const pointing = files.filter((file) => /spec(ification)?('s)? sections? \d/i.test(readFileSync(file, "utf8")));
    expect(pointing).toEqual([]);
  });
});
