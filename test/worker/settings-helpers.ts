// Changes a settings section as an Owner would, through the API (R23): for tests of what reads the settings.
import { expect } from "vitest";

import { callWith, sessionFor } from "./session-helpers";

const json = { "Content-Type": "application/json", Origin: "http://localhost" };

/** Writes `value` over `section`; answers the value it replaced. */
export async function changeSettings<Value>(section: string, value: Value): Promise<Value> {
  const owner = await sessionFor("settings-helper-owner@example.com", { role: "owner" });
  const current = (await (await callWith(owner, "/api/settings")).json<Record<string, { value: Value; version: number }>>())[section]!;
  const response = await callWith(owner, `/api/settings/${section}`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify({ version: current.version, value }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return current.value;
}

/** The CRM webhook as the Integrations settings hold it, set as an Owner sets it (a new secret, or none: kept). */
export function setCrmWebhook(crmWebhook: { url: string; enabled: boolean; newSecret?: string }) {
  return changeSettings("integrations", { crmWebhook: { newSecret: "", ...crmWebhook } });
}

/** The webhook every test of a file sends to: on, at a CRM's address, signed with `secret`. */
export const CRM_WEBHOOK = { url: "https://crm.example.test/hooks/lead?token=abc", enabled: true } as const;
