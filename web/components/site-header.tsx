import { Link, useLocation } from "@tanstack/react-router";
import { Menu, Shield, X } from "lucide-react";
import { useEffect, useState } from "react";

import { COMPANY } from "../../worker/shared/company";
import { cn } from "../lib/cn";
import { buttonVariants } from "./ui/button";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About" },
  { to: "/projects", label: "Projects" },
  { to: "/resources", label: "Resources" },
] as const;

export const CONTACT_LINK = { to: "/contact", label: "Contact Us" } as const;

/** The header turns solid once the page has scrolled more than this (S9). */
export const SOLID_AFTER_SCROLL_PX = 10;

/**
 * Whether the page has scrolled past `threshold`, read once per frame: reading the scroll
 * position lays the page out, so it is read in the frame's own layout, not forced right after
 * the app takes over the page.
 */
function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
    };
  }, [threshold]);
  return scrolled;
}

/** The narrow screens' menu links; choosing one closes the menu. */
function MenuLinks({ onChoose }: { onChoose?: () => void }) {
  return (
    <ul className="flex flex-col gap-1 px-4 py-4">
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="block rounded-md px-3 py-3 font-medium hover:bg-white/10"
            activeOptions={{ exact: true }}
            activeProps={{ className: "bg-white/10 text-amber-brand", "aria-current": "page" }}
            onClick={onChoose}
          >
            {link.label}
          </Link>
        </li>
      ))}
      <li className="pt-2">
        <Link to={CONTACT_LINK.to} className={buttonVariants({ className: "w-full" })} onClick={onChoose}>
          {CONTACT_LINK.label}
        </Link>
      </li>
    </ul>
  );
}

const TOGGLE_CLASS = "inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10 md:hidden";
const MENU_CLASS = "border-t border-white/10 bg-navy-950 md:hidden";

/**
 * The menu of a page served without the app's script (the Worker's own pages, decision 0065):
 * a disclosure the browser opens and closes by itself, over the page below the header.
 */
function MenuWithoutScript() {
  return (
    <details className="group md:hidden">
      <summary className={cn(TOGGLE_CLASS, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")} aria-label="Menu">
        <Menu aria-hidden className="h-6 w-6 group-open:hidden" />
        <X aria-hidden className="hidden h-6 w-6 group-open:block" />
      </summary>
      <div id="mobile-menu" className={cn(MENU_CLASS, "absolute inset-x-0 top-full")}>
        <MenuLinks />
      </div>
    </details>
  );
}

/** The site's header; `withoutScript` for a page the app does not take over (its menu then needs no script). */
export function SiteHeader({ withoutScript = false }: { withoutScript?: boolean }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_SCROLL_PX);
  // The menu is open on the page where it was opened: a route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  // Transparent only on the home route at the top of the page.
  const transparent = pathname === "/" && !scrolled && !menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpenOn(null);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const linkClass = "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-amber-brand";
  const activeClass = "underline decoration-amber-brand decoration-2 underline-offset-8";

  return (
    <header
      data-state={transparent ? "transparent" : "solid"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 text-white transition-colors duration-200",
        transparent ? "bg-transparent" : "bg-navy-950/95 shadow-md backdrop-blur",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold" onClick={() => setMenuOpen(false)}>
          <Shield aria-hidden className="h-7 w-7 text-amber-brand" />
          <span>{COMPANY.name}</span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={linkClass}
                activeOptions={{ exact: true }}
                activeProps={{ className: activeClass, "aria-current": "page" }}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className="ml-2">
            <Link
              to={CONTACT_LINK.to}
              className={buttonVariants({ size: "sm" })}
              activeProps={{ "aria-current": "page", className: "ring-2 ring-white" }}
            >
              {CONTACT_LINK.label}
            </Link>
          </li>
        </ul>

        {withoutScript ? (
          <MenuWithoutScript />
        ) : (
          <button
            type="button"
            className={TOGGLE_CLASS}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          </button>
        )}
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className={MENU_CLASS}>
          <MenuLinks onChoose={() => setMenuOpen(false)} />
        </div>
      )}
    </header>
  );
}
