import { Link } from "@tanstack/react-router";

import { COMPANY } from "../../worker/shared/company";

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 text-sm">
        <ul className="flex flex-wrap gap-4">
          <li><Link to="/calendar">Community Events</Link></li>
          <li><Link to="/privacy-policy">Privacy Policy</Link></li>
          <li><Link to="/terms-of-service">Terms of Service</Link></li>
        </ul>
        <p className="mt-6">© {new Date().getFullYear()} {COMPANY.name}. {COMPANY.serviceArea}.</p>
      </div>
    </footer>
  );
}
