// The data screens (calendar, blog, registration, dashboard) wrap themselves in this, so the
// query library loads with them and never with the static marketing pages (docs/decisions).
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";

import { queryClient } from "../query-client";

/**
 * The cache of one request the Worker renders (web/server.tsx); in the browser there is none,
 * and every screen shares the app's one cache.
 */
export const RequestQueryClient = createContext<QueryClient | undefined>(undefined);

export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(RequestQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route component that reads data: the screen inside the shared query cache. */
export function withQueries(Screen: () => ReactNode) {
  return function ScreenWithQueries() {
    return (
      <QueryProvider>
        <Screen />
      </QueryProvider>
    );
  };
}
