// What `npm start` passes on of wrangler's output: everything but its table of the built
// Worker's modules (one row per chunk, over 250 lines), which it folds into the table's own
// total, one line.

const TABLE_START = "Attaching additional modules:";

/** Folds wrangler's module table, line by line: each call answers the lines to print for one line read. */
export class ModuleTableFolder {
  #inTable = false;
  #total = "";

  push(line: string): string[] {
    if (!this.#inTable) {
      if (line.trim() !== TABLE_START) return [line];
      this.#inTable = true;
      this.#total = "";
      return [];
    }
    const total = /Total \(([^)]+)\)\s*│\s*│\s*([^│]+?)\s*│/.exec(line);
    if (total) this.#total = `${total[1]}, ${total[2]}`;
    if (!line.trimStart().startsWith("└")) return [];
    this.#inTable = false;
    return [`Attaching the built Worker's additional modules${this.#total ? ` (${this.#total})` : ""}.`];
  }
}
