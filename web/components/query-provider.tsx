// The data screens (calendar, blog, registration, dashboard) wrap themselves in this, so the
// query library loads with them and never with the static marketing pages (docs/decisions).
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { queryClient } from "../query-client";

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
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
