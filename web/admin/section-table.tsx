// The dashboard's sections, in sidebar order: the one table the sidebar (web/admin/layout.tsx), the
// address's ?section= and the screen shown (web/routes/admin/index.tsx) read. An id is part of the
// dashboard links staff emails carry (?section=contacts&submission=...), so ids never change; each
// section's screen and parts live in web/admin/sections/<noun>/ (docs/decisions/0038).
import {
  BarChart3,
  Calendar,
  Camera,
  FileText,
  History,
  Link2,
  Mail,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";

import type { Permission } from "../../worker/shared/roles";
import { intParam, oneOfParam, textParam, type RawSearch } from "../lib/search-params";
import { AccountSection } from "./sections/account";
import { AnalyticsSection, analyticsViewOf } from "./sections/analytics";
import { AuditSection } from "./sections/audit";
import { BlogSection } from "./sections/blog";
import { ContactsSection } from "./sections/contacts";
import { DataRequestsSection } from "./sections/data-requests";
import { EventsSection } from "./sections/events";
import { REGISTRY_TABS, RegistrySection } from "./sections/registry";
import { ShortLinksSection } from "./sections/short-links";
import { SettingsSection } from "./sections/settings";
import { TeamSection } from "./sections/team";

/** The dashboard's address (its plain values), how a section puts its own values in it, and who is looking. */
export interface SectionAddress {
  search: RawSearch;
  navigate: (search: RawSearch) => void;
  /** What the person's role lets them do (R25), and their email. */
  permissions: readonly Permission[];
  email: string | null;
}

interface Section {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The section's screen, given the address: the record a dashboard link opens, a tab. */
  Screen: (address: SectionAddress) => ReactNode;
  /** The permission the section needs (R25): a role without it sees no such section; `team`: everyone on the team. */
  needs: Permission | "team";
}

/** A record's reference in a dashboard link (?submission=, ?registration=). */
const reference = (value: unknown) => textParam(value, 100);

export const SECTIONS = [
  { id: "redirects", label: "URL Redirects", icon: Link2, needs: "shortLinks", Screen: ShortLinksSection },
  { id: "blog", label: "Blog Posts", icon: FileText, needs: "posts", Screen: BlogSection },
  { id: "events", label: "Community Events", icon: Calendar, needs: "events", Screen: EventsSection },
  {
    id: "contacts",
    label: "Contact Forms",
    icon: Mail,
    needs: "leads",
    // /admin?section=contacts&tab=messages: the message log open (a failed message's notice to staff).
    Screen: ({ search }) => (
      <ContactsSection openReference={reference(search.submission)} tab={oneOfParam(search.tab, ["messages"] as const)} />
    ),
  },
  {
    id: "cameras",
    label: "Camera Registry",
    icon: Camera,
    needs: "registry",
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
  { id: "data-requests", label: "Data Requests", icon: ShieldCheck, needs: "dataRequests", Screen: DataRequestsSection },
  { id: "audit", label: "Audit Trail", icon: History, needs: "audit", Screen: AuditSection },
  {
    id: "users",
    label: "User Management",
    icon: Users,
    needs: "people",
    Screen: ({ permissions, email }) => <TeamSection permissions={permissions} email={email} />,
  },
  { id: "account", label: "Your Account", icon: UserRound, needs: "team", Screen: AccountSection },
  {
    id: "analytics",
    label: "Analytics",
    icon: BarChart3,
    needs: "analytics",
    // /admin?section=analytics&range=custom&from=…&to=…&filter=source:google.com: a view as linked.
    Screen: ({ search, navigate }) => (
      <AnalyticsSection
        view={analyticsViewOf(search)}
        onViewChange={(view) =>
          navigate({
            section: "analytics",
            range: view.range === "30d" ? undefined : view.range,
            from: view.from,
            to: view.to,
            filter: view.filter,
          })
        }
      />
    ),
  },
  { id: "settings", label: "Settings", icon: Settings, needs: "settings", Screen: SettingsSection },
] as const satisfies readonly Section[];

export type SectionId = (typeof SECTIONS)[number]["id"];
export type DashboardSection = (typeof SECTIONS)[number];

/** The sections a role's permissions open, in sidebar order. */
export function sectionsFor(permissions: readonly Permission[]): DashboardSection[] {
  return SECTIONS.filter((section) => section.needs === "team" || permissions.includes(section.needs));
}

const SECTION_IDS = SECTIONS.map((section) => section.id);

/**
 * The section the address names, and whether the person may open it; an address that names none
 * (or none there is) opens the first section their role has.
 */
export function sectionIn(search: RawSearch, permissions: readonly Permission[]): { section: DashboardSection; allowed: boolean } {
  const named = oneOfParam(search.section, SECTION_IDS);
  const open = sectionsFor(permissions);
  const section = named ? SECTIONS.find((candidate) => candidate.id === named)! : (open[0] ?? SECTIONS[0]);
  return { section, allowed: open.includes(section) };
}
