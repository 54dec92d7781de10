import { Link } from "@tanstack/react-router";

import { COMPANY } from "../../worker/shared/company";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About" },
  { to: "/projects", label: "Projects" },
  { to: "/resources", label: "Resources" },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 bg-navy-900 text-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3">
        <Link to="/" className="text-lg font-bold">
          {COMPANY.name}
        </Link>
        <ul className="flex flex-wrap items-center gap-4 text-sm">
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeOptions={{ exact: true }} activeProps={{ "aria-current": "page", className: "text-amber-brand" }}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/contact" className="rounded-md bg-amber-brand px-3 py-2 font-semibold text-navy-950">
              Contact Us
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
