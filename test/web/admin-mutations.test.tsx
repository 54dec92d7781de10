// The dashboard's one way to write (docs/decisions/0038): the query cache refetches the reads a
// write declares, and useAdminMutation says how it went in the toasts of S8.
import { QueryClientProvider, useMutation, useQuery, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { api, ApiRequestError, ok } from "../../web/api";
import { serverWordsOr, useAdminMutation, type AdminWrite } from "../../web/admin/mutations";
import { useCurrentToast } from "../../web/components/toast/store";
import { createQueryClient } from "../../web/query-client";
import { json, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contactsKey = ["contacts"] as const;
const incidentsKey = ["incidents"] as const;
const shortLinksKey = ["redirects"] as const;

const wrapperFor =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

/** A client holding one read under each key, none of them stale. */
function clientWithReads() {
  const client = createQueryClient();
  for (const key of [contactsKey, incidentsKey, shortLinksKey]) client.setQueryData(key, []);
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

const refused = (status: number, message: string) => new ApiRequestError(status, "", JSON.stringify({ message }));

describe("the query cache's writes (web/query-client.ts)", () => {
  it("refetch every read a write declares, and no other", async () => {
    const { client, stale } = clientWithReads();
    const { result } = renderHook(
      () => useMutation({ mutationFn: () => Promise.resolve(1), meta: { invalidates: [contactsKey, incidentsKey] } }),
      { wrapper: wrapperFor(client) },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect([stale(contactsKey), stale(incidentsKey), stale(shortLinksKey)]).toEqual([true, true, false]);
  });

  it("keep the write pending until the reads on screen have been fetched again", async () => {
    const client = createQueryClient();
    let answer = 0;
    let release = () => {};
    const { result } = renderHook(
      () => ({
        contacts: useQuery({
          queryKey: contactsKey,
          queryFn: () => (answer++ === 0 ? Promise.resolve(answer) : new Promise<number>((resolve) => (release = () => resolve(answer)))),
        }),
        write: useMutation({ mutationFn: () => Promise.resolve(), meta: { invalidates: [contactsKey] } }),
      }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.contacts.data).toBe(1));

    act(() => result.current.write.mutate());
    await waitFor(() => expect(result.current.contacts.isFetching).toBe(true));
    expect(result.current.write.isPending).toBe(true);
    act(() => release());
    await waitFor(() => expect(result.current.write.isSuccess).toBe(true));
    expect(result.current.contacts.data).toBe(2);
  });

  it("refetch nothing after a refusal, unless the write asks for it", async () => {
    const { client, stale } = clientWithReads();
    const { result } = renderHook(
      () => ({
        plain: useMutation({ mutationFn: () => Promise.reject(new Error("409")), meta: { invalidates: [contactsKey] } }),
        refetching: useMutation({
          mutationFn: () => Promise.reject(new Error("409")),
          meta: { invalidates: [incidentsKey], refetchAfterFailure: true },
        }),
        undeclared: useMutation({ mutationFn: () => Promise.resolve() }),
      }),
      { wrapper: wrapperFor(client) },
    );
    act(() => result.current.plain.mutate());
    act(() => result.current.refetching.mutate());
    act(() => result.current.undeclared.mutate());
    await waitFor(() => expect([result.current.plain.isError, result.current.refetching.isError]).toEqual([true, true]));
    await waitFor(() => expect(result.current.undeclared.isSuccess).toBe(true));
    expect([stale(contactsKey), stale(incidentsKey), stale(shortLinksKey)]).toEqual([false, true, false]);
  });
});

describe("a dashboard write (useAdminMutation)", () => {
  /** The hook and the toast on screen, in a client of their own. */
  function renderWrite<Output>(write: Partial<AdminWrite<void, Output>> & Pick<AdminWrite<void, Output>, "mutationFn">) {
    const { client, stale } = clientWithReads();
    const rendered = renderHook(
      () => ({
        write: useAdminMutation({ invalidates: [contactsKey], failure: () => "Failed to save the thing.", ...write }),
        toast: useCurrentToast(),
      }),
      { wrapper: wrapperFor(client) },
    );
    return { ...rendered, stale };
  }

  it("says a success in its own words, from the answer, once the reads it declares are refetched, then goes on", async () => {
    const order: string[] = [];
    const { result, stale } = renderWrite({
      mutationFn: () => Promise.resolve({ queued: 3 }),
      success: ({ queued }) => {
        order.push(`toast with contacts ${stale(contactsKey) ? "refetched" : "not refetched"}`);
        return `Emailed ${queued} owners.`;
      },
      onSuccess: () => order.push("then the section's own step"),
    });
    act(() => result.current.write.mutate());
    await waitFor(() => expect(result.current.toast).toMatchObject({ title: "Success", description: "Emailed 3 owners." }));
    expect(result.current.toast?.variant).toBeUndefined();
    expect(order).toEqual(["toast with contacts refetched", "then the section's own step"]);
  });

  it("says nothing of a success it has no words for", async () => {
    const { result, stale } = renderWrite({ mutationFn: () => Promise.resolve() });
    act(() => result.current.write.mutate());
    await waitFor(() => expect(result.current.write.isSuccess).toBe(true));
    expect(stale(contactsKey)).toBe(true);
    expect(result.current.toast).toBeNull();
  });

  it.each([
    ["its own words", () => "Failed to save the thing.", refused(500, "Something went wrong."), "Failed to save the thing."],
    [
      "the server's reason",
      serverWordsOr("Failed to resend."),
      refused(409, "This message was sent already."),
      "This message was sent already.",
    ],
    [
      "its own words when the server gave no reason",
      serverWordsOr("Failed to resend."),
      new ApiRequestError(502, "Bad Gateway", ""),
      "Failed to resend.",
    ],
  ])("says a refusal in %s, as the destructive Error toast, and refetches nothing", async (_name, failure, error, description) => {
    const { result, stale } = renderWrite({ mutationFn: () => Promise.reject(error), failure });
    act(() => result.current.write.mutate());
    await waitFor(() => expect(result.current.toast).toMatchObject({ title: "Error", description, variant: "destructive" }));
    expect(stale(contactsKey)).toBe(false);
  });

  it("answered 401, says the session ended (never the write's own words) and signs in again 500 ms later", async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal("location", { pathname: "/admin", search: "?section=cameras", assign });
    const timers = vi.spyOn(window, "setTimeout");
    stubApi({ "/api/incidents": () => json({ message: "Unauthorized" }, 401) });
    const { result } = renderWrite({ mutationFn: () => ok(api.incidents[":id"].$delete({ param: { id: "3" } })).then(() => undefined) });

    act(() => result.current.write.mutate());
    await waitFor(() =>
      expect(result.current.toast).toMatchObject({
        title: "Unauthorized: You are logged out. Logging in again...",
        variant: "destructive",
      }),
    );
    expect(result.current.toast?.description).toBeUndefined();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 500);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fadmin%3Fsection%3Dcameras"), { timeout: 3000 });
  });
});
