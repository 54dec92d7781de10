// A secret token's SHA-256, hex: what the database keeps of a token that a link carries, so
// that reading the database never yields a working link.
export async function tokenHashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
