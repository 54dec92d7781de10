import { messageFor, throwIfNotOk } from "../api";
import { toast } from "../components/toast/store";
import { FALLBACK_ERROR } from "../content/form-messages";

interface SubmitToasts {
  success: { title: string; description: string };
  failureTitle: string;
}

/**
 * Sends a public form and tells the visitor how it went (S8): the success toast,
 * or a destructive toast with the server's message. Resolves true when the server accepted it.
 */
export async function submitWithToasts(send: () => Promise<Response>, toasts: SubmitToasts): Promise<boolean> {
  try {
    await throwIfNotOk(await send());
    toast(toasts.success);
    return true;
  } catch (error) {
    toast({ title: toasts.failureTitle, description: messageFor(error, FALLBACK_ERROR), variant: "destructive" });
    return false;
  }
}
