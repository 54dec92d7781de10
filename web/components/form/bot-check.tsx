// The bot checks every public form carries: a honeypot field people never see, and, when a
// deployer configures it, Cloudflare Turnstile (its script loads only then, R11).
import { forwardRef, useEffect, useRef, type InputHTMLAttributes } from "react";

import { HONEYPOT_FIELD } from "../../../worker/shared/honeypot";
import { THIRD_PARTIES } from "../../../worker/shared/third-parties";

/** Off-screen rather than display:none, which simple bots know to skip. */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function HoneypotField(props, ref) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (leave this empty)
        <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} name={HONEYPOT_FIELD} />
      </label>
    </div>
  );
});

interface TurnstileApi {
  render: (element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void }) => string;
  remove: (widgetId: string) => void;
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let scriptLoading: Promise<TurnstileApi> | undefined;

function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve((window as unknown as { turnstile: TurnstileApi }).turnstile);
    script.onerror = () => reject(new Error("Turnstile could not be loaded"));
    document.head.append(script);
  });
  return scriptLoading;
}

/** Renders the Turnstile check when configured and reports its token; renders nothing otherwise. */
export function TurnstileCheck({ onToken }: { onToken: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const siteKey = THIRD_PARTIES.turnstileSiteKey;
  useEffect(() => {
    if (!siteKey || !container.current) return;
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    void loadTurnstile().then((turnstile) => {
      api = turnstile;
      if (container.current)
        widgetId = turnstile.render(container.current, { sitekey: siteKey, callback: onToken, "expired-callback": () => onToken("") });
    });
    return () => {
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, onToken]);
  return siteKey ? <div ref={container} className="min-h-16" /> : null;
}
