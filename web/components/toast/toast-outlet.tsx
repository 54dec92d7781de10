import { lazy, Suspense, useEffect, useState } from "react";

import { useCurrentToast } from "./store";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toast UI once the first toast is shown, or once the visitor first interacts. */
export function ToastOutlet() {
  const message = useCurrentToast();
  const [wanted, setWanted] = useState(false);
  const [focusRegion, setFocusRegion] = useState(false);
  // Once a toast has been shown the UI stays mounted (state adjusted while rendering, not in an effect).
  if (message && !wanted) setWanted(true);
  useEffect(() => {
    const want = (event: Event) => {
      // The region's hotkey mounts it and, like Radix's own handler, moves focus there.
      if (event instanceof KeyboardEvent && event.key === "F8") setFocusRegion(true);
      setWanted(true);
    };
    window.addEventListener("pointerdown", want, { once: true });
    window.addEventListener("keydown", want, { once: true });
    return () => {
      window.removeEventListener("pointerdown", want);
      window.removeEventListener("keydown", want);
    };
  }, []);
  if (!wanted && !message) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusRegion={focusRegion} />
    </Suspense>
  );
}
