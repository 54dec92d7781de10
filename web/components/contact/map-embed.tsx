import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { COMPANY } from "../../../worker/shared/company";
import { MAP_EMBED_ORIGIN } from "../../../worker/shared/third-parties";
import { buttonVariants } from "../ui/button";

/** The one third-party frame the site may load, and only after the visitor asks (R11). */
export const MAP_EMBED_URL = `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=-76.80%2C39.20%2C-76.45%2C39.40&layer=mapnik`;

export const MAP_LARGER_URL = `${MAP_EMBED_ORIGIN}/#map=11/39.29/-76.61`;

const frameClass = "h-72 w-full rounded-xl sm:h-80";

/** A map of Baltimore: a static placeholder until the visitor presses 'Show map'. */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();

  // The button disappears when pressed; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  if (!shown) {
    return (
      <div
        className={`${frameClass} flex flex-col items-center justify-center gap-3 border border-slate-200 bg-slate-100 bg-[linear-gradient(rgba(148,163,184,0.18)_1px,transparent_1px),linear-gradient(90deg,rgba(148,163,184,0.18)_1px,transparent_1px)] bg-[size:32px_32px] p-6 text-center`}
      >
        <MapPin aria-hidden className="h-10 w-10 text-navy-700" />
        <p className="font-semibold text-slate-900">Map of the {COMPANY.serviceArea}</p>
        <button
          type="button"
          onClick={() => setShown(true)}
          aria-describedby={noteId}
          className={buttonVariants({ variant: "dark", size: "sm" })}
        >
          Show map
        </button>
        <p id={noteId} className="text-sm text-slate-600">
          Loads a map from OpenStreetMap.
        </p>
      </div>
    );
  }

  return (
    <div>
      <iframe
        ref={frameRef}
        title="Map of Baltimore"
        src={MAP_EMBED_URL}
        loading="lazy"
        className={`${frameClass} border border-slate-200`}
      />
      <a
        href={MAP_LARGER_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline-offset-4 hover:underline"
      >
        View larger map
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden className="h-4 w-4" />
      </a>
    </div>
  );
}
