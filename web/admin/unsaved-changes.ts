// Leaving a form with unsaved changes asks first: another dashboard section or page (a router
// navigation), closing or reloading the tab (beforeunload), or opening another record.
// Nothing asks once the form is saved, because saving resets it.
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

export const UNSAVED_CHANGES_PROMPT = "You have unsaved changes. Leave without saving them?";

/** Whether to go on: true when nothing is unsaved or the person agrees to lose it. */
const confirmLeaving = (dirty: boolean) => !dirty || window.confirm(UNSAVED_CHANGES_PROMPT);

export function useUnsavedChangesGuard(dirty: boolean) {
  // The router's own navigations (the sidebar's sections, links, back and forward): blocked
  // unless confirmed. Through the history's block() that the page shell already carries, not
  // the router's useBlocker, which would add its code to every public page's shell.
  const { history } = useRouter();
  useEffect(() => {
    if (!dirty) return;
    return history.block({ blockerFn: () => !confirmLeaving(true), enableBeforeUnload: false });
  }, [history, dirty]);

  // Closing, reloading or leaving the site: the browser asks with its own words.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  /** For leaving the form within the section (opening another record): asks as a navigation would. */
  return { confirmLeaving: () => confirmLeaving(dirty) };
}
