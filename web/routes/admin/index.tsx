import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";

import { useAdminGate } from "../../admin/gate";
import { DashboardLayout } from "../../admin/layout";
import { DEFAULT_SECTION, SECTION_IDS, type SectionId } from "../../admin/section-ids";
import { ADMIN_TEXT, CRM_TEXT, UNAUTHENTICATED_REDIRECT_MS } from "../../admin/messages";
import { signInAgain } from "../../admin/mutations";
import { AuditSection } from "../../admin/sections/audit";
import { BlogSection } from "../../admin/sections/blog";
import { CamerasSection, REGISTRY_TABS, type RegistryView } from "../../admin/sections/cameras";
import { ComingSoon } from "../../admin/sections/coming-soon";
import { ContactsSection } from "../../admin/sections/contacts";
import { EventsSection } from "../../admin/sections/events";
import { RedirectsSection } from "../../admin/sections/redirects";
import { api, read } from "../../api";
import { withQueries } from "../../components/query-provider";
import { toast } from "../../components/toast/store";
import { intParam, oneOfParam, rawSearch, textParam } from "../../lib/search-params";
import { contactsQuery } from "../../queries/contacts";

export const Route = createFileRoute("/admin/")({
  // The section is in the address, so staff can link to one; the dashboard reads it itself.
  validateSearch: rawSearch,
  component: withQueries(AdminDashboard),
});

/** What a section reads from the address besides its name: the record a dashboard link opens. */
interface SectionLinks {
  submission?: string;
  registration?: string;
  /** The camera registry's tab and incident, and how the section changes them. */
  registry: { view: RegistryView; onViewChange: (view: RegistryView) => void };
}

const SECTION_SCREENS: Record<SectionId, (links: SectionLinks) => React.ReactNode> = {
  redirects: RedirectsSection,
  blog: BlogSection,
  events: EventsSection,
  contacts: ({ submission }) => <ContactsSection openReference={submission} />,
  cameras: ({ registration, registry }) => <CamerasSection openReference={registration} {...registry} />,
  audit: AuditSection,
  users: ComingSoon,
  analytics: ComingSoon,
  settings: ComingSoon,
};

/** Ends the session, then follows the server to the provider's own sign-out (or home). */
async function signOut() {
  // Asking for JSON: the same path answers the sign-out page's plain form with a page.
  // (The page is the answer's other type; asked for JSON, it is `{ redirectTo }`.)
  const next = (await read(api.logout.$post(undefined, { headers: { Accept: "application/json" } })).catch(() => undefined)) as
    | { redirectTo: string }
    | undefined;
  window.location.assign(next?.redirectTo ?? "/");
}

function AdminDashboard() {
  const { state, email } = useAdminGate();
  const search = Route.useSearch();
  const section = oneOfParam(search.section, SECTION_IDS) ?? DEFAULT_SECTION;
  const newContacts = useNewContactCount(state === "admin");
  const navigate = useNavigate({ from: "/admin/" });

  useEffect(() => {
    if (state !== "signed-out" && state !== "signed-in") return;
    toast({ ...ADMIN_TEXT.authRequired, variant: "destructive" });
    // Back to this very section after sign-in (a non-admin is sent to the login screen instead).
    return signInAgain(UNAUTHENTICATED_REDIRECT_MS);
  }, [state]);

  if (state !== "admin") {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100">
        <p role="status" className="inline-flex items-center gap-2 text-slate-700">
          <Loader2 aria-hidden className="h-5 w-5 animate-spin" />
          {ADMIN_TEXT.checking}
        </p>
      </main>
    );
  }

  const Screen = SECTION_SCREENS[section];
  return (
    <DashboardLayout
      section={section}
      counts={{ contacts: { count: newContacts, noun: CRM_TEXT.newNoun } }}
      email={email}
      onSelect={(next) => navigate({ search: { section: next === DEFAULT_SECTION ? undefined : next } })}
      onSignOut={() => void signOut()}
    >
      <Screen
        submission={textParam(search.submission, 100)}
        registration={textParam(search.registration, 100)}
        registry={{
          view: {
            tab: oneOfParam(search.tab, REGISTRY_TABS) ?? "registrations",
            incident: intParam(search.incident, 1, Number.MAX_SAFE_INTEGER),
          },
          onViewChange: (view) =>
            void navigate({
              search: { section: "cameras", tab: view.tab === "registrations" ? undefined : view.tab, incident: view.incident },
            }),
        }}
      />
    </DashboardLayout>
  );
}

/** The contact submissions still New, for the sidebar (the same read as the Contacts section, so one request serves both). */
function useNewContactCount(enabled: boolean): number {
  const contacts = useQuery({ ...contactsQuery, enabled });
  return contacts.data?.filter((contact) => contact.status === "new").length ?? 0;
}
