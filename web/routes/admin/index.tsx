import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";

import { useAdminGate } from "../../admin/gate";
import { DashboardLayout } from "../../admin/layout";
import { ADMIN_TEXT, CRM_TEXT, REGISTRY_TEXT, UNAUTHENTICATED_REDIRECT_MS } from "../../admin/texts";
import { signInAgain } from "../../admin/mutations";
import { sectionIn, sectionsFor } from "../../admin/section-table";
import { ROLES } from "../../../worker/shared/roles";
import { api, read } from "../../api";
import { withQueries } from "../../components/query-provider";
import { toast } from "../../components/toast/store";
import { rawSearch } from "../../lib/search-params";
import { contactsQuery } from "../../queries/contacts";
import { incidentsQuery } from "../../queries/registry";

export const Route = createFileRoute("/admin/")({
  // The section is in the address, so staff can link to one; the dashboard reads it itself
  // (web/admin/section-table.tsx), in its own code-split component.
  validateSearch: rawSearch,
  component: withQueries(AdminDashboard),
});

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
  const { state, email, role, permissions } = useAdminGate();
  const search = Route.useSearch();
  const { section, allowed } = sectionIn(search, permissions);
  const sections = sectionsFor(permissions);
  // The sidebar's counts, read only by a role that may read them (any other read would be a 403).
  const newContacts = useNewContactCount(state === "staff" && permissions.includes("leads"));
  const newAnswers = useNewAnswerCount(state === "staff" && permissions.includes("registry"));
  const navigate = useNavigate({ from: "/admin/" });

  useEffect(() => {
    if (state !== "signed-out" && state !== "signed-in") return;
    toast({ ...ADMIN_TEXT.authRequired, variant: "destructive" });
    // Back to this very section after sign-in (a non-admin is sent to the login screen instead).
    return signInAgain(UNAUTHENTICATED_REDIRECT_MS);
  }, [state]);

  if (state !== "staff") {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100">
        <p role="status" className="inline-flex items-center gap-2 text-slate-700">
          <Loader2 aria-hidden className="h-5 w-5 animate-spin" />
          {ADMIN_TEXT.checking}
        </p>
      </main>
    );
  }

  return (
    <DashboardLayout
      section={section.id}
      sections={sections}
      counts={{
        contacts: { count: newContacts, noun: CRM_TEXT.newNoun },
        cameras: { count: newAnswers, noun: REGISTRY_TEXT.newAnswersNoun },
      }}
      email={email}
      onSelect={(next) => navigate({ search: { section: next === sections[0]?.id ? undefined : next } })}
      onSignOut={() => void signOut()}
    >
      {allowed ? (
        <section.Screen search={search} navigate={(next) => void navigate({ search: next })} permissions={permissions} email={email} />
      ) : (
        <div role="alert" className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">{ADMIN_TEXT.notInRoleTitle}</h2>
          <p className="mt-2 text-slate-700">{ADMIN_TEXT.notInRole(role ? ROLES[role].name : "", section.label)}</p>
        </div>
      )}
    </DashboardLayout>
  );
}

/** The contact submissions still New, for the sidebar (the same read as the Contacts section, so one request serves both). */
function useNewContactCount(enabled: boolean): number {
  const contacts = useQuery({ ...contactsQuery, enabled });
  return contacts.data?.filter((contact) => contact.status === "new").length ?? 0;
}

/** Owners' answers staff have not seen, for the sidebar (the same read as the Incidents tab). */
function useNewAnswerCount(enabled: boolean): number {
  const incidents = useQuery({ ...incidentsQuery, enabled });
  return incidents.data?.reduce((sum, incident) => sum + incident.newAnswerCount, 0) ?? 0;
}
