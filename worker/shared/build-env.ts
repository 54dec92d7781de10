/**
 * Build-time settings: Vite's import.meta.env where the code was built by Vite (the Worker
 * and the pages), the process environment where a build script runs it in Node.
 */
export const BUILD_ENV: Record<string, string | undefined> =
  (import.meta as unknown as { env?: Record<string, string | undefined> }).env ??
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ??
  {};
