import { Share2 } from "lucide-react";

import { toast } from "../toast/store";
import { buttonVariants } from "../ui/button";
import { BLOG_TEXT } from "./text";

async function copyAddress(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: BLOG_TEXT.linkCopied });
  } catch {
    toast({ title: BLOG_TEXT.copyFailed, description: url, variant: "destructive" });
  }
}

/** The device's share sheet when it has one (title, excerpt, this address); else copy the address. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyAddress(url);
  };
  return (
    <button type="button" onClick={() => void share()} className={buttonVariants({ variant: "outlineLight", size: "sm" })}>
      <Share2 aria-hidden className="h-4 w-4" />
      {BLOG_TEXT.share}
    </button>
  );
}
