import { QueryClientProvider, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { crudWords, useAdminMutation } from "../../web/admin/mutations";
import { createQueryClient } from "../../web/query-client";
import { analyticsKey, analyticsQuery } from "../../web/queries/analytics";
import { auditPagesQuery } from "../../web/queries/audit";
import { adminStatusQuery, currentUserQuery } from "../../web/queries/auth";
import { adminPostsQuery, blogKey, blogListQuery, blogPostQuery } from "../../web/queries/blog";
import { cameraRegistrationsKey, cameraRegistrationsQuery } from "../../web/queries/camera-registrations";
import { contactsKey, contactsQuery } from "../../web/queries/contacts";
import { calendarQuery, eventsKey } from "../../web/queries/events";
import { mediaQuery } from "../../web/queries/media";
import { shortLinkAnalyticsQuery, shortLinksKey, shortLinksQuery } from "../../web/queries/short-links";
import { json, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

/** Every read the screens make, with the resource key its mutations invalidate (if any). */
const reads: [string, { queryKey: QueryKey }, QueryKey | undefined][] = [
  ["the current user", currentUserQuery, undefined],
  ["the admin status", adminStatusQuery, undefined],
  ["the audit trail", auditPagesQuery(), undefined],
  ["the audit trail of one person", auditPagesQuery({ person: "sub-writer" }), undefined],
  ["a page of the blog", blogListQuery({ page: 2, category: "Tips" }), blogKey],
  ["a blog post", blogPostQuery("porch-lights"), blogKey],
  ["the dashboard's posts", adminPostsQuery, blogKey],
  // Written out in its module (the post editor loads it on its own), and still under the blog's key.
  ["the media library", mediaQuery, blogKey],
  ["a range of the analytics", analyticsQuery({ from: "2026-03-01", to: "2026-03-07" }), analyticsKey],
  ["a filtered range of the analytics", analyticsQuery({ from: "2026-03-01", to: "2026-03-07", filter: "page:/" }), analyticsKey],
  ["the calendar's first page", calendarQuery({}), eventsKey],
  ["one neighborhood's events", calendarQuery({ neighborhood: "Canton" }), eventsKey],
  ["the calendar's second page of past events", calendarQuery({ when: "past", page: 2 }), eventsKey],
  ["the redirects", shortLinksQuery, shortLinksKey],
  ["a redirect's analytics", shortLinkAnalyticsQuery(3), shortLinksKey],
  ["the contact submissions", contactsQuery, contactsKey],
  ["the camera registrations", cameraRegistrationsQuery, cameraRegistrationsKey],
];

describe("the client's reads (web/queries)", () => {
  it("give every read its own key", () => {
    const keys = reads.map(([, options]) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(reads.filter(([, , resource]) => resource !== undefined))("file %s under its resource's key", (_name, options, resource) => {
    expect(options.queryKey.slice(0, resource!.length)).toEqual(resource);
  });

  it.each([
    ["the contact submissions", "/api/contacts", (client: QueryClient) => client.fetchQuery(contactsQuery)],
    ["the camera registrations", "/api/camera-registrations", (client: QueryClient) => client.fetchQuery(cameraRegistrationsQuery)],
    ["the current user", "/api/auth/user", (client: QueryClient) => client.fetchQuery(currentUserQuery)],
  ])("read %s as null on 401 (S7), and any other failure as an error", async (_name, path, fetchRead) => {
    stubApi({ [path]: () => json({ message: "Unauthorized" }, 401) });
    await expect(fetchRead(createQueryClient())).resolves.toBeNull();
    stubApi({ [path]: () => json({ message: "Forbidden" }, 403) });
    await expect(fetchRead(createQueryClient())).rejects.toThrow('403: {"message":"Forbidden"}');
  });

  it("keep S7's defaults: never stale, no refetch on focus, no polling, no retries", () => {
    expect(createQueryClient().getDefaultOptions()).toEqual({
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    });
  });
});

describe("a public read that fails (S8)", () => {
  const serverError = () => json({ message: "Something went wrong. Please try again later." }, 500);
  it.each([
    ["the events", "/api/events/calendar", serverError, () => createQueryClient().fetchQuery(calendarQuery({})), "Failed to fetch events"],
    [
      "a neighborhood's events",
      "/api/events/calendar",
      () => new Response("", { status: 503 }),
      () => createQueryClient().fetchQuery(calendarQuery({ neighborhood: "Canton" })),
      "Failed to fetch events",
    ],
    [
      "a page of the blog",
      "/api/blog/posts",
      serverError,
      () => createQueryClient().fetchQuery(blogListQuery({ page: 1, category: "All Categories" })),
      "Failed to fetch blog posts",
    ],
    [
      "a blog post",
      "/api/blog/posts/",
      serverError,
      () => createQueryClient().fetchQuery(blogPostQuery("porch-lights")),
      "Failed to fetch blog post",
    ],
    [
      "a blog post that does not exist",
      "/api/blog/posts/",
      () => json({ message: "Blog post not found" }, 404),
      () => createQueryClient().fetchQuery(blogPostQuery("no-such-post")),
      "Blog post not found",
    ],
  ])("rejects %s with the spec's message", async (_name, path, answer, fetchRead, message) => {
    stubApi({ [path]: answer });
    const error = await fetchRead().then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
  });
});

describe("an admin mutation", () => {
  it("refetches only its own resource's reads", async () => {
    stubApi({ "/api/contacts": () => json({ id: 1 }) });
    const client = createQueryClient();
    for (const key of [contactsKey, shortLinksKey, eventsKey, cameraRegistrationsKey]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () =>
        useAdminMutation({ mutationFn: () => fetch("/api/contacts/1"), invalidates: [contactsKey], ...crudWords("redirect", "delete") }),
      { wrapper },
    );

    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
    expect(stale(contactsKey)).toBe(true);
    expect([stale(shortLinksKey), stale(eventsKey), stale(cameraRegistrationsKey)]).toEqual([false, false, false]);
  });
});
