// The dashboard's writes, with the toasts of spec section 8: success refetches the list; an
// unauthorized answer says so and sends the browser to sign in after 500 ms.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

import { isUnauthorized, messageFor, throwIfNotOk } from "../api";
import { toast } from "../components/toast/store";
import { ADMIN_TEXT, CRM_TEXT, MUTATION_TEXT, UNAUTHORIZED_MUTATION_REDIRECT_MS, type EditableThing } from "./messages";

/** After `delayMs`, sends the browser to sign in and back to this page; answers a way to cancel. */
export function signInAgain(delayMs: number): () => void {
  const timer = window.setTimeout(
    () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`),
    delayMs,
  );
  return () => window.clearTimeout(timer);
}

/** A 401 on a write: the spec's toast, then sign-in again (section 8). True when it was one. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  toast({ title: ADMIN_TEXT.loggedOut, variant: "destructive" });
  signInAgain(UNAUTHORIZED_MUTATION_REDIRECT_MS);
  return true;
}

type Verb = "create" | "update" | "delete";
const PAST: Record<Verb, "created" | "updated" | "deleted"> = { create: "created", update: "updated", delete: "deleted" };

interface AdminMutationOptions<Input> {
  thing: EditableThing;
  verb: Verb;
  send: (input: Input) => Promise<Response>;
  /** The resource's key (from web/queries/<resource>.ts): every read under it is refetched after a success. */
  invalidates: QueryKey;
  onSuccess?: () => void;
}

export function useAdminMutation<Input>({ thing, verb, send, invalidates, onSuccess }: AdminMutationOptions<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const response = await send(input);
      await throwIfNotOk(response);
      return response;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invalidates });
      toast({ title: MUTATION_TEXT.successTitle, description: MUTATION_TEXT.success(thing, PAST[verb]) });
      onSuccess?.();
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: MUTATION_TEXT.errorTitle, description: MUTATION_TEXT.failure(thing, verb), variant: "destructive" });
    },
  });
}

/** Deleting a contact submission or camera registration: its own wording (spec section 8). */
export function useSubmissionDelete(options: {
  send: (id: number) => Promise<Response>;
  /** The resource's key (from web/queries/<resource>.ts). */
  invalidates: QueryKey;
  text: { success: string; failure: string };
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => throwIfNotOk(await options.send(id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
      toast({ title: MUTATION_TEXT.successTitle, description: options.text.success });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: MUTATION_TEXT.errorTitle, description: messageFor(error, options.text.failure), variant: "destructive" });
    },
  });
}

interface CrudOptions<Json> {
  thing: EditableThing;
  /** The resource's key (from web/queries/<resource>.ts). */
  invalidates: QueryKey;
  create: (json: Json) => Promise<Response>;
  update: (id: number, json: Json) => Promise<Response>;
  remove: (id: number) => Promise<Response>;
  /** After a successful create or update: the form goes back to create mode. */
  onSaved: () => void;
}

/** A dashboard section's create, update and delete, each with its toasts and list refetch. */
export function useCrudMutations<Json>({ thing, invalidates, create, update, remove, onSaved }: CrudOptions<Json>) {
  const creating = useAdminMutation({ thing, verb: "create", send: create, invalidates, onSuccess: onSaved });
  const updating = useAdminMutation({
    thing,
    verb: "update",
    send: ({ id, json }: { id: number; json: Json }) => update(id, json),
    invalidates,
    onSuccess: onSaved,
  });
  const removing = useAdminMutation({ thing, verb: "delete", send: remove, invalidates });
  return {
    /** Creates, or updates the item being edited; `onError` sees the server's field errors. */
    save: (editingId: number | undefined, json: Json, onError: (error: unknown) => void) =>
      editingId === undefined ? creating.mutate(json, { onError }) : updating.mutate({ id: editingId, json }, { onError }),
    remove: removing,
    saving: creating.isPending || updating.isPending,
  };
}

/** Resend on a failed message: the server says why it refused (409 when it is no longer failed). */
export function useResendMessage(options: { send: (id: string) => Promise<Response>; invalidates: QueryKey }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => throwIfNotOk(await options.send(id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
      toast({ title: MUTATION_TEXT.successTitle, description: CRM_TEXT.resendSuccess });
    },
    onError: async (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: MUTATION_TEXT.errorTitle, description: messageFor(error, CRM_TEXT.resendFailure), variant: "destructive" });
      // A 409 means someone else's view was newer: show the message as it is now.
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
    },
  });
}

/**
 * A staff action with its own words (a camera's point, a follow-up, emailing owners): the
 * success toast may read the answer; a failure says the server's message, or `failure`.
 */
export function useStaffAction<Input, Result>(options: {
  send: (input: Input) => Promise<Response>;
  /** The keys (from web/queries/<resource>.ts) whose reads the action changes. */
  invalidates: readonly QueryKey[];
  success: (result: Result) => string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const response = await options.send(input);
      await throwIfNotOk(response);
      return (await response.json()) as Result;
    },
    onSuccess: async (result) => {
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast({ title: MUTATION_TEXT.successTitle, description: options.success(result) });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: MUTATION_TEXT.errorTitle, description: messageFor(error, options.failure), variant: "destructive" });
    },
  });
}
