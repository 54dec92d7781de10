// The dashboard's sections, in sidebar order: the one table the sidebar (web/admin/layout.tsx), the
// address's ?section= and the screen shown (web/routes/admin/index.tsx) read. An id is part of the
// dashboard links staff emails carry (?section=contacts&submission=...), so ids never change; each
// section's screen and parts live in web/admin/sections/<noun>/ (docs/decisions/0038).
import { BarChart3, Calendar, Camera, FileText, History, Link2, Mail, Settings, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { intParam, oneOfParam, textParam, type RawSearch } from "../lib/search-params";
import { ComingSoon } from "./coming-soon";
import { AuditSection } from "./sections/audit";
import { BlogSection } from "./sections/blog";
import { ContactsSection } from "./sections/contacts";
import { DataRequestsSection } from "./sections/data-requests";
import { EventsSection } from "./sections/events";
import { REGISTRY_TABS, RegistrySection } from "./sections/registry";
import { ShortLinksSection } from "./sections/short-links";

/** The dashboard's address (its plain values), and how a section puts its own values in it. */
export interface SectionAddress {
  search: RawSearch;
  navigate: (search: RawSearch) => void;
}

interface Section {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The section's screen, given the address: the record a dashboard link opens, a tab. */
  Screen: (address: SectionAddress) => ReactNode;
  /** A tool still being built: muted in the sidebar with a Soon badge, and Coming Soon when chosen. */
  soon?: true;
}

/** A record's reference in a dashboard link (?submission=, ?registration=). */
const reference = (value: unknown) => textParam(value, 100);

export const SECTIONS = [
  { id: "redirects", label: "URL Redirects", icon: Link2, Screen: ShortLinksSection },
  { id: "blog", label: "Blog Posts", icon: FileText, Screen: BlogSection },
  { id: "events", label: "Community Events", icon: Calendar, Screen: EventsSection },
  {
    id: "contacts",
    label: "Contact Forms",
    icon: Mail,
    Screen: ({ search }) => <ContactsSection openReference={reference(search.submission)} />,
  },
  {
    id: "cameras",
    label: "Camera Registry",
    icon: Camera,
    // /admin?section=cameras&tab=incidents&incident=<id>: the tab and the incident open;
    // /admin?section=cameras&registration=<reference>&fromIncident=<id>: the registration open, from that incident.
    Screen: ({ search, navigate }) => (
      <RegistrySection
        view={{
          tab: oneOfParam(search.tab, REGISTRY_TABS) ?? "registrations",
          incident: intParam(search.incident, 1, Number.MAX_SAFE_INTEGER),
          registration: reference(search.registration),
          fromIncident: intParam(search.fromIncident, 1, Number.MAX_SAFE_INTEGER),
        }}
        onViewChange={(view) =>
          navigate({
            section: "cameras",
            tab: view.tab === "registrations" ? undefined : view.tab,
            incident: view.incident,
            registration: view.registration,
            fromIncident: view.fromIncident,
          })
        }
      />
    ),
  },
  { id: "data-requests", label: "Data Requests", icon: ShieldCheck, Screen: DataRequestsSection },
  { id: "audit", label: "Audit Trail", icon: History, Screen: AuditSection },
  { id: "users", label: "User Management", icon: Users, Screen: ComingSoon, soon: true },
  { id: "analytics", label: "Analytics", icon: BarChart3, Screen: ComingSoon, soon: true },
  { id: "settings", label: "Settings", icon: Settings, Screen: ComingSoon, soon: true },
] as const satisfies readonly Section[];

export type SectionId = (typeof SECTIONS)[number]["id"];
export const DEFAULT_SECTION: SectionId = "redirects";

const SECTION_IDS = SECTIONS.map((section) => section.id);

/** The section the address names (the default one when it names none, or none there is). */
export function sectionIn(search: RawSearch): (typeof SECTIONS)[number] {
  const id = oneOfParam(search.section, SECTION_IDS) ?? DEFAULT_SECTION;
  return SECTIONS.find((section) => section.id === id)!;
}
