// The camera registry (R14): its registrations, and beside them (a tab) the incidents staff
// record to find the cameras near a place and ask their owners for footage. The tab and the
// incident or registration open are in the address: /admin?section=cameras&tab=incidents&incident=<id>,
// /admin?section=cameras&registration=<reference>&fromIncident=<id> (opened from that incident to
// set its location, after which the incident opens again).
import { useState } from "react";

import { REGISTRY_TEXT } from "../../texts";
import { SectionTabs } from "../../ui";
import { IncidentsTab } from "./incidents";
import { CameraRegistrations } from "./registrations";

export const REGISTRY_TABS = ["registrations", "incidents"] as const;

/** What the address says the section shows. */
export interface RegistryView {
  tab: (typeof REGISTRY_TABS)[number];
  /** The incident whose view is open (incidents tab). */
  incident?: number;
  /** The registration opened, by its reference (registrations tab). */
  registration?: string;
  /** The incident the registration was opened from, to go back to once its location is set. */
  fromIncident?: number;
}

interface RegistrySectionProps {
  /** From ?registration=: opens that registration's view. */
  openReference?: string;
  view?: RegistryView;
  /** Puts a new view in the address; without it (a section on its own) the view is kept here. */
  onViewChange?: (view: RegistryView) => void;
}

export function RegistrySection({ openReference, view = { tab: "registrations" }, onViewChange }: RegistrySectionProps) {
  const [ownView, setOwnView] = useState(view);
  const current = onViewChange ? view : ownView;
  const change = onViewChange ?? setOwnView;
  return (
    <SectionTabs
      label={REGISTRY_TEXT.tabsLabel}
      value={current.tab}
      onValueChange={(tab) => change({ tab })}
      tabs={[
        {
          value: "registrations",
          label: REGISTRY_TEXT.registrationsTab,
          content: (
            <CameraRegistrations
              openReference={current.registration ?? openReference}
              onReturn={current.fromIncident === undefined ? undefined : () => change({ tab: "incidents", incident: current.fromIncident })}
            />
          ),
        },
        {
          value: "incidents",
          label: REGISTRY_TEXT.incidentsTab,
          content: (
            <IncidentsTab
              openId={current.incident}
              onOpen={(incident) => change({ tab: "incidents", incident })}
              onOpenRegistration={(registration) => change({ tab: "registrations", registration, fromIncident: current.incident })}
            />
          ),
        },
      ]}
    />
  );
}
