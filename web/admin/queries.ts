import { queryOptions } from "@tanstack/react-query";

import { api, read, readOrNullOn401 } from "../api";

export const adminKeys = {
  user: ["auth", "user"] as const,
  status: ["admin", "status"] as const,
  redirects: ["redirects"] as const,
  posts: ["blog", "admin"] as const,
  events: ["events"] as const,
  contacts: ["contacts"] as const,
  cameras: ["camera-registrations"] as const,
  audit: ["admin", "audit"] as const,
};

/** The current user, or null when signed out (spec section 7: absence means not signed in). */
export const currentUserQuery = queryOptions({
  queryKey: adminKeys.user,
  queryFn: () => readOrNullOn401(api.auth.user.$get()),
});

export const adminStatusQuery = queryOptions({
  queryKey: adminKeys.status,
  queryFn: () => read(api.admin.status.$get()),
});

export const redirectsQuery = queryOptions({ queryKey: adminKeys.redirects, queryFn: () => read(api.redirects.$get()) });
export const adminPostsQuery = queryOptions({ queryKey: adminKeys.posts, queryFn: () => read(api.blog.posts.$get({ query: {} })) });
export const adminEventsQuery = queryOptions({ queryKey: [...adminKeys.events, {}], queryFn: () => read(api.events.$get({ query: {} })) });
/** "null on 401" reads (spec section 7). */
export const contactsQuery = queryOptions({ queryKey: adminKeys.contacts, queryFn: () => readOrNullOn401(api.contacts.$get()) });
export const camerasQuery = queryOptions({
  queryKey: adminKeys.cameras,
  queryFn: () => readOrNullOn401(api["camera-registrations"].$get()),
});
export const auditQuery = queryOptions({ queryKey: adminKeys.audit, queryFn: () => read(api.admin.audit.$get()) });
