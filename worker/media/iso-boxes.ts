// The boxes of an ISO base media file (AVIF), for reading its header (dimensions.ts) and finding
// its data (image-data.ts). Every size is checked against the bytes and the box around it.
import type { Bytes } from "./bytes";

export interface Box {
  type: string;
  /** Where the box's contents start, after its size and type. */
  body: number;
  end: number;
}

/** Boxes looked at in one file at most, whatever a forged file claims. */
const MAX_BOXES = 1000;

/** A count of boxes shared by every walk through one file. */
export const boxBudget = () => ({ left: MAX_BOXES });

/** The boxes from `start` to `end`, in order, up to the first that does not fit. */
export function* boxesIn(b: Bytes, start: number, end: number, budget = boxBudget()): Generator<Box> {
  let at = start;
  while (at + 8 <= end && budget.left-- > 0) {
    let size = b.u32be(at);
    const type = b.text(at + 4, 4);
    let header = 8;
    if (size === undefined || type === undefined) return;
    if (size === 1) {
      // A 64-bit size: anything past 2^32 is past any upload anyway.
      const high = b.u32be(at + 8);
      const low = b.u32be(at + 12);
      if (high !== 0 || low === undefined) return;
      size = low;
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, body: at + header, end: at + size };
    at += size;
  }
}

/** The boxes of one type directly inside `parent` (a full box's version and flags skipped when `full`). */
export function* childBoxes(b: Bytes, parent: Box, type: string, budget: { left: number }, full = false): Generator<Box> {
  for (const box of boxesIn(b, parent.body + (full ? 4 : 0), parent.end, budget)) if (box.type === type) yield box;
}
