// The Settings section (R23), for Owners and Administrators: the business details, the site notice,
// who receives each staff email, the CRM webhook, the history of changes with undo, and the retention periods.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { retentionPolicy } from "../../../../worker/shared/retention-text";
import { settingsQuery } from "../../../queries/settings";
import { ErrorText, LoadingRows, Panel, SectionTabs } from "../../ui";
import { BusinessForm } from "./business-form";
import { SettingsHistory } from "./history";
import { IntegrationsForm } from "./integrations-form";
import { NoticeForm } from "./notice-form";
import { NotificationsForm } from "./notifications-form";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

export function SettingsSection() {
  const settings = useQuery(settingsQuery);
  if (settings.isPending) return <LoadingRows />;
  if (settings.isError) return <ErrorText>{settings.error.message}</ErrorText>;
  const { business, notice, notifications, integrations } = settings.data;
  // Each form starts again from what is saved when its section's version changes (a save, an undo, a reload).
  return (
    <SectionTabs
      label={TEXT.tabsLabel}
      defaultValue="business"
      tabs={[
        inPanel("business", TEXT.businessTab, <BusinessForm key={business.version} saved={business.value} version={business.version} />),
        inPanel("notice", TEXT.noticeTab, <NoticeForm key={notice.version} saved={notice.value} version={notice.version} />),
        inPanel(
          "notifications",
          TEXT.notificationsTab,
          <NotificationsForm key={notifications.version} saved={notifications.value} version={notifications.version} />,
        ),
        inPanel(
          "integrations",
          TEXT.integrationsTab,
          <IntegrationsForm key={integrations.version} saved={integrations.value} version={integrations.version} />,
        ),
        inPanel("history", TEXT.historyTab, <SettingsHistory />),
        { value: "privacy", label: TEXT.privacyTab, content: <RetentionPeriods /> },
      ]}
    />
  );
}

/** A tab whose content sits in a panel titled as the tab is. */
const inPanel = <Value extends string>(value: Value, label: string, content: ReactNode) => ({
  value,
  label,
  content: <Panel title={label}>{content}</Panel>,
});

/** The periods the privacy page states and the purges keep (R20), from the same source: read-only. */
function RetentionPeriods() {
  const policy = retentionPolicy();
  return (
    <Panel title={policy.heading}>
      <p className="text-sm text-slate-600">{TEXT.privacyIntro}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-900">
        {policy.list.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Panel>
  );
}
