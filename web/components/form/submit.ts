import { messageFor, throwIfNotOk } from "../../api";
import { toast } from "../toast/store";
import { FALLBACK_ERROR } from "../../content/form-texts";

type Toast = { title: string; description: string };

interface SubmitToasts<R> {
  /** The success toast, or how to choose it from the server's answer. */
  success: Toast | ((answer: R) => Promise<Toast>);
  failureTitle: string;
}

/**
 * Sends a public form and tells the visitor how it went (S8): the success toast,
 * or a destructive toast with the server's message. Resolves true when the server accepted it.
 */
export async function submitWithToasts<R extends Response>(send: () => Promise<R>, toasts: SubmitToasts<R>): Promise<boolean> {
  let answer: R;
  try {
    answer = await send();
    await throwIfNotOk(answer);
  } catch (error) {
    toast({ title: toasts.failureTitle, description: messageFor(error, FALLBACK_ERROR), variant: "destructive" });
    return false;
  }
  toast(typeof toasts.success === "function" ? await toasts.success(answer) : toasts.success);
  return true;
}
