// Text bound for an email header (a subject): a visitor's name holding CR or LF must never start
// a header of its own, so every line break and other control character becomes a space.
import { headerBreaksAsSpaces } from "../../shared/characters";

export function headerText(value: string, maxLength = 200): string {
  const flat = headerBreaksAsSpaces(value).replace(/ {2,}/g, " ").trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1).trimEnd()}…` : flat;
}
