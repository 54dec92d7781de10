// The camera registry (R14): its registrations, and beside them (a tab) the incidents staff
// record to find the cameras near a place and ask their owners for footage. The tab and the
// incident open are in the address: /admin?section=cameras&tab=incidents&incident=<id>.
import { Tabs } from "radix-ui";
import { useState } from "react";

import { cn } from "../../../lib/cn";
import { REGISTRY_TEXT } from "../../messages";
import { IncidentsTab } from "./incidents";
import { CameraRegistrations } from "./registrations";

export const REGISTRY_TABS = ["registrations", "incidents"] as const;

/** What the address says the section shows. */
export interface RegistryView {
  tab: (typeof REGISTRY_TABS)[number];
  /** The incident whose view is open (incidents tab). */
  incident?: number;
}

const tabClass = cn(
  "rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-200",
  "data-[state=active]:bg-navy-900 data-[state=active]:text-white",
);

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
    <Tabs.Root
      value={current.tab}
      onValueChange={(tab) => change({ tab: tab === "incidents" ? "incidents" : "registrations" })}
      className="space-y-4"
    >
      <Tabs.List aria-label={REGISTRY_TEXT.tabsLabel} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        <Tabs.Trigger value="registrations" className={tabClass}>
          {REGISTRY_TEXT.registrationsTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="incidents" className={tabClass}>
          {REGISTRY_TEXT.incidentsTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="registrations">
        <CameraRegistrations openReference={openReference} />
      </Tabs.Content>
      <Tabs.Content value="incidents">
        <IncidentsTab openId={current.incident} onOpen={(incident) => change({ tab: "incidents", incident })} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
