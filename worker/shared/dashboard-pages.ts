// The dashboard's addresses, in a module of their own with nothing imported: the page's first
// script (web/boot.ts) asks it too, and must not carry the site's page list to do so.

/** Whether a page path is the dashboard's (its login screen included): never counted, never kept as served. */
export const isDashboardPage = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");
