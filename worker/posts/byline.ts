// A post's byline after a save (R9). `authorId` names a team member: the post then shows their
// name, unless the save also types an author text (kept as typed). Null names nobody on the team:
// the typed author is the byline, as posts had before the team existed. A new post given neither is
// its writer's. A save that leaves both out leaves the byline as it was.
import type { Database } from "../db/client";
import { findUser, isStaff, type User } from "../db/users";
import { bylineName } from "../shared/blog";
import { ADMIN_TEXTS } from "../shared/schemas/admin";
import { fieldError, type ApiError } from "../shared/errors";

interface BylineInput {
  author?: string;
  authorId?: string | null;
}

type Byline = { author?: string; authorId?: string | null };

/**
 * The author columns a save writes, or the field error it answers with 400: a person chosen must
 * be on the team now (a role, not deactivated), except the one the post already names, who keeps
 * their post after leaving; nobody chosen needs an author text on a new post.
 * `saved` is the post before the save; none for a new post.
 */
export async function bylineFor(
  db: Database,
  { author, authorId }: BylineInput,
  writer: User,
  saved?: { authorId: string | null },
): Promise<Byline | { refused: ApiError }> {
  if (authorId === undefined || authorId === null) {
    if (saved) return { ...(author !== undefined && { author }), ...(authorId === null && { authorId }) };
    if (author !== undefined) return { author, authorId: null };
    if (authorId === null) return { refused: fieldError("author", ADMIN_TEXTS.authorRequired) };
    return { author: bylineName(writer), authorId: writer.id };
  }
  if (saved && authorId === saved.authorId) return { authorId, ...(author !== undefined && { author }) };
  const person = authorId === writer.id ? writer : await findUser(db, authorId);
  if (!isStaff(person)) return { refused: fieldError("authorId", ADMIN_TEXTS.authorNotOnTeam) };
  return { authorId, author: author ?? bylineName(person) };
}
