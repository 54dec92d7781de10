// The dashboard's one way to write (docs/decisions/0038-one-admin-data-path.md): each write
// declares the reads it changes (refetched by the query cache, web/query-client.ts) and its words;
// the toasts of S8 are said here, once. An unauthorized answer says so and sends the
// browser to sign in after 500 ms; a sensitive action after an old sign-in (R25) says so and
// sends the person through the provider again, back to this page to try it again.
import { useMutation, type QueryKey } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";

import { asksForFreshSignIn, isUnauthorized, messageFor, ok } from "../api";
import { toast } from "../components/toast/store";
import { ADMIN_TEXT, FRESH_SIGN_IN_REDIRECT_MS, MUTATION_TEXT, UNAUTHORIZED_MUTATION_REDIRECT_MS, type EditableThing } from "./texts";

/** Where to sign in and come back to this page; `fresh`: the provider checks the person again (R25). */
export function signInAddress({ fresh = false }: { fresh?: boolean } = {}): string {
  const back = encodeURIComponent(window.location.pathname + window.location.search);
  return `/api/login?${fresh ? "fresh=1&" : ""}returnTo=${back}`;
}

/** After `delayMs`, sends the browser to sign in and back to this page; answers a way to cancel. */
export function signInAgain(delayMs: number, options: { fresh?: boolean } = {}): () => void {
  const timer = window.setTimeout(() => window.location.assign(signInAddress(options)), delayMs);
  return () => window.clearTimeout(timer);
}

/** A write's failure in words: the spec's session-ended toast for a 401 (then sign-in again), else the write's own. */
function reportFailure(error: unknown, failure: (error: unknown) => string) {
  if (isUnauthorized(error)) {
    toast({ title: ADMIN_TEXT.loggedOut, variant: "destructive" });
    signInAgain(UNAUTHORIZED_MUTATION_REDIRECT_MS);
    return;
  }
  if (asksForFreshSignIn(error)) {
    toast({ title: ADMIN_TEXT.signInAgainTitle, description: messageFor(error, ADMIN_TEXT.signInAgainTitle) });
    signInAgain(FRESH_SIGN_IN_REDIRECT_MS, { fresh: true });
    return;
  }
  toast({ title: MUTATION_TEXT.errorTitle, description: failure(error), variant: "destructive" });
}

export interface AdminWrite<Input, Output> {
  /** The call: `ok(...)` or `read(...)` (web/api.ts) around the typed client's. */
  mutationFn: (input: Input) => Promise<Output>;
  /** The keys (from web/queries/) whose reads the write changes: refetched before it counts as done. */
  invalidates: readonly QueryKey[];
  /** Refetch them after a refusal too (web/query-client.ts). */
  refetchAfterFailure?: boolean;
  /** The success toast's description; without one, a success says nothing. */
  success?: (output: Output) => string;
  /** The failure toast's description (`messageFor` says the server's own message when it gave one). */
  failure: (error: unknown) => string;
  /** After the success toast (a form going back to create mode), given what the call answered. */
  onSuccess?: (output: Output) => void;
}

/** A dashboard write: the query cache refetches what it declares, and its toasts say how it went. */
export function useAdminMutation<Input = void, Output = unknown>(write: AdminWrite<Input, Output>) {
  const { mutationFn, invalidates, refetchAfterFailure, success, failure, onSuccess } = write;
  return useMutation({
    mutationFn,
    meta: { invalidates, refetchAfterFailure },
    onSuccess: (output) => {
      if (success) toast({ title: MUTATION_TEXT.successTitle, description: success(output) });
      onSuccess?.(output);
    },
    onError: (error) => reportFailure(error, failure),
  });
}

/** A failure in the server's own words when it gave some (a 409's reason), else in `fallback`. */
export const serverWordsOr = (fallback: string) => (error: unknown) => messageFor(error, fallback);

type Verb = "create" | "update" | "delete";
const PAST: Record<Verb, "created" | "updated" | "deleted"> = { create: "created", update: "updated", delete: "deleted" };

/** The toasts of S8 for a redirect's, a post's, an event's... create, update or delete (never the server's words). */
export const crudWords = (thing: EditableThing, verb: Verb) => ({
  success: () => MUTATION_TEXT.success(thing, PAST[verb]),
  failure: () => MUTATION_TEXT.failure(thing, verb),
});

type Call = Promise<ClientResponse<unknown, number, string>>;

interface CrudOptions<Json> {
  thing: EditableThing;
  /** The resource's key (from web/queries/<resource>.ts). */
  invalidates: QueryKey;
  /** The typed client's calls. */
  create: (json: Json) => Call;
  update: (id: number, json: Json) => Call;
  remove: (id: number) => Call;
  /** After a successful create or update (given the server's answer): the form goes back to create mode, or opens what it saved. */
  onSaved: (response: Awaited<Call>) => void;
}

/** A dashboard section's create, update and delete, each with its toasts and list refetch. */
export function useCrudMutations<Json>({ thing, invalidates, create, update, remove, onSaved }: CrudOptions<Json>) {
  const creating = useAdminMutation({
    mutationFn: (json: Json) => ok(create(json)),
    invalidates: [invalidates],
    ...crudWords(thing, "create"),
    onSuccess: onSaved,
  });
  const updating = useAdminMutation({
    mutationFn: ({ id, json }: { id: number; json: Json }) => ok(update(id, json)),
    invalidates: [invalidates],
    ...crudWords(thing, "update"),
    onSuccess: onSaved,
  });
  const removing = useAdminMutation({
    mutationFn: (id: number) => ok(remove(id)),
    invalidates: [invalidates],
    ...crudWords(thing, "delete"),
  });
  return {
    /** Creates, or updates the item being edited; `onError` sees the server's field errors. */
    save: (editingId: number | undefined, json: Json, onError: (error: unknown) => void) =>
      editingId === undefined ? creating.mutate(json, { onError }) : updating.mutate({ id: editingId, json }, { onError }),
    remove: removing,
    saving: creating.isPending || updating.isPending,
  };
}
