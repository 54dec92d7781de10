// Per link: copy its full address, and see and download its QR code (optionally tagged with where
// it is printed); in the form, a suggested path.
import { Copy, Download, QrCode, Sparkles } from "lucide-react";
import { useId, useState } from "react";

import { QR_PNG_SIZES, SHORT_LINK_TEXTS, SOURCE_TAG_PATTERN } from "../../../../worker/shared/short-links";
import { ApiRequestError } from "../../../api";
import { TextField } from "../../../components/form/fields";
import { toast } from "../../../components/toast/store";
import { buttonVariants } from "../../../components/ui/button";
import { qrCodeHref, suggestShortPath } from "../../../queries/short-links";
import { SHORT_LINK_TEXT } from "./short-link-text";

const linkButton = "inline-flex items-center gap-1 font-semibold text-blue-800 hover:underline";

export function CopyAddressButton({ address, fromPath }: { address: string; fromPath: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: SHORT_LINK_TEXT.copied, description: address });
    } catch {
      toast({ title: SHORT_LINK_TEXT.copyFailed, description: SHORT_LINK_TEXT.copyByHand(address), variant: "destructive" });
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className={linkButton} aria-label={`${SHORT_LINK_TEXT.copy} of ${fromPath}`}>
      <Copy aria-hidden className="h-4 w-4" />
      {SHORT_LINK_TEXT.copy}
    </button>
  );
}

export function QrCodeToggle({ open, onToggle, fromPath }: { open: boolean; onToggle: () => void; fromPath: string }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      className={linkButton}
      aria-label={`${open ? SHORT_LINK_TEXT.hideQrCode : SHORT_LINK_TEXT.qrCode} for ${fromPath}`}
    >
      <QrCode aria-hidden className="h-4 w-4" />
      {open ? SHORT_LINK_TEXT.hideQrCode : SHORT_LINK_TEXT.qrCode}
    </button>
  );
}

/** The downloads: SVG for print shops, PNG at 1, 2 and 4 inches at 300 dpi. */
export function QrCodeDownloads({ id, fromPath }: { id: number; fromPath: string }) {
  const [sourceTag, setSourceTag] = useState("");
  const headingId = useId();
  const tag = sourceTag.trim();
  const tagError = tag && !SOURCE_TAG_PATTERN.test(tag) ? SHORT_LINK_TEXTS.sourceTag : undefined;
  const downloads = [
    { label: "SVG", href: qrCodeHref(id, "svg", { sourceTag: tag }) },
    ...QR_PNG_SIZES.map((size) => ({ label: `PNG ${size} px`, href: qrCodeHref(id, "png", { sourceTag: tag, size }) })),
  ];
  return (
    <section aria-labelledby={headingId} className="mt-3 space-y-3 rounded-lg bg-slate-50 p-4">
      <h4 id={headingId} className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
        QR code for {fromPath}
      </h4>
      <TextField
        label={SHORT_LINK_TEXT.sourceTag}
        hint={SHORT_LINK_TEXT.sourceTagHint}
        value={sourceTag}
        onChange={(event) => setSourceTag(event.target.value)}
        error={tagError}
        autoComplete="off"
      />
      {tagError ? null : (
        <img
          src={downloads[0]!.href}
          alt={SHORT_LINK_TEXT.qrPreviewAlt(fromPath)}
          width={192}
          height={192}
          className="h-48 w-48 border border-slate-200 bg-white"
        />
      )}
      {tagError ? null : (
        <ul className="flex flex-wrap gap-2">
          {downloads.map((download) => (
            <li key={download.label}>
              <a
                href={download.href}
                download
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={`${download.label} of the QR code for ${fromPath}`}
              >
                <Download aria-hidden className="h-4 w-4" />
                {download.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Fills the From Path with a free path made from the To URL's words, or a random one (decision 0047). */
export function SuggestPathButton({ toUrl, onSuggested }: { toUrl: () => string; onSuggested: (path: string) => void }) {
  const [busy, setBusy] = useState(false);
  const suggest = async () => {
    setBusy(true);
    try {
      onSuggested(await suggestShortPath(toUrl().trim()));
    } catch (error) {
      const description = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: SHORT_LINK_TEXT.suggestFailed, ...(description ? { description } : {}), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void suggest()} disabled={busy} className={linkButton}>
      <Sparkles aria-hidden className="h-4 w-4" />
      {SHORT_LINK_TEXT.suggest}
    </button>
  );
}
