// The duplicate-code check of `npm run lint`: blocks of six or more lines repeated in the product
// code (worker/, web/, scripts/ and bench/, the generated route tree aside), found by jscpd. A few may stand where
// two screens really say the same thing; more than MAX_REPEATED_BLOCKS fails, naming each.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { z } from "zod";

const MAX_REPEATED_BLOCKS = 3;

const side = z.object({ name: z.string(), start: z.number(), end: z.number() });
const report = z.object({ duplicates: z.array(z.object({ firstFile: side, secondFile: side })) });

const output = mkdtempSync(join(tmpdir(), "duplicates-"));
try {
  execFileSync(
    "jscpd",
    [
      "worker",
      "web",
      "scripts",
      "bench",
      "--min-lines",
      "6",
      "--ignore",
      "**/routeTree.gen.ts",
      "--reporters",
      "json",
      "--output",
      output,
      "--silent",
    ],
    { stdio: "inherit" },
  );
  const { duplicates } = report.parse(JSON.parse(readFileSync(join(output, "jscpd-report.json"), "utf8")));
  const where = (file: z.infer<typeof side>) => `${file.name}:${file.start}-${file.end}`;
  for (const block of duplicates) console.log(`repeated: ${where(block.firstFile)} ~ ${where(block.secondFile)}`);
  console.log(`${duplicates.length} repeated blocks in product code (at most ${MAX_REPEATED_BLOCKS})`);
  if (duplicates.length > MAX_REPEATED_BLOCKS) process.exitCode = 1;
} finally {
  rmSync(output, { recursive: true, force: true });
}
