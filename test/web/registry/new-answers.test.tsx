// Owners' answers staff have not seen: counted beside Camera Registry and on each incident in the
// list; opening the incident marks them New for that visit and tells the server they are seen,
// which clears the counts.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { IncidentDetail, IncidentSummary } from "../../../worker/shared/registry";
import { json, renderRoute, stubApi } from "../render";
import { callsTo, camera, detail, incident, request, signedInAdmin } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("answers staff have not seen", () => {
  it("are counted beside the section and on each incident, marked New in the incident, and cleared once it is opened", async () => {
    let seen = false;
    const list = (): IncidentSummary[] => [
      incident({ newAnswerCount: seen ? 0 : 2, answerCount: 2, requestCount: 3 }),
      incident({ id: 4, caseReference: "BPD-26-0500", newAnswerCount: 1, answerCount: 1 }),
    ];
    const answered = (isNew: boolean): IncidentDetail =>
      detail({
        incident: incident({ newAnswerCount: isNew ? 2 : 0, answerCount: 2, requestCount: 3 }),
        nearby: [
          camera(1, 40, { request: request(11, { answer: "may_have", answeredAt: "2026-03-10T01:30:00.000Z", newAnswer: isNew }) }),
          camera(2, 90, { request: request(12, { answer: "no_footage", answeredAt: "2026-03-10T01:40:00.000Z", newAnswer: isNew }) }),
          camera(5, 120, { request: request(15) }),
        ],
      });
    const fetchMock = stubApi({
      ...signedInAdmin,
      "/api/incidents/3/answers-seen": () => {
        seen = true;
        return json({ seen: 2 });
      },
      "/api/incidents/3": () => json(answered(!seen)),
      "/api/incidents": () => json(list()),
    });
    await renderRoute("/admin?section=cameras&tab=incidents");
    const nav = await screen.findByRole("navigation", { name: "Dashboard sections" });
    expect(await within(nav).findByRole("button", { name: /^Camera Registry\s*3\s*new answers$/ })).toBeInTheDocument();
    const rows = await screen.findAllByRole("listitem");
    expect(rows.find((row) => row.textContent?.includes("BPD-26-0412"))).toHaveTextContent("3 requests emailed, 2 answered2 new answers");
    expect(rows.find((row) => row.textContent?.includes("BPD-26-0500"))).toHaveTextContent("1 new answer");

    await userEvent.click(screen.getByRole("link", { name: "Open incident BPD-26-0412" }));
    const details = await screen.findByRole("region", { name: "Incident BPD-26-0412" });
    expect(details).toHaveTextContent("3 requests emailed, 2 answered (2 new answers)");
    await waitFor(() => expect(callsTo(fetchMock, "POST", /\/api\/incidents\/3\/answers-seen$/)).toHaveLength(1));
    // The server now says they are seen: the section's count drops to the other incident's.
    expect(await within(nav).findByRole("button", { name: /^Camera Registry\s*1\s*new answer/ })).toBeInTheDocument();
    // In this visit they stay marked New, though the incident was read again.
    const table = screen.getByRole("table");
    expect(within(table).getAllByText("New", { exact: true })).toHaveLength(2);
    expect(details).toHaveTextContent("(2 new answers)");
  });

  it("sends nothing when an incident has no new answer", async () => {
    const seenAnswer = request(11, { answer: "may_have", answeredAt: "2026-03-10T01:30:00.000Z", newAnswer: false });
    const fetchMock = stubApi({
      ...signedInAdmin,
      "/api/incidents/3": () => json(detail({ nearby: [camera(1, 40, { request: seenAnswer })] })),
      "/api/incidents": () => json([incident()]),
    });
    await renderRoute("/admin?section=cameras&tab=incidents&incident=3");
    expect(await screen.findByRole("heading", { name: "Incident BPD-26-0412" })).toBeInTheDocument();
    expect(await screen.findByRole("table")).toHaveTextContent("May have footage");
    expect(screen.queryByText("New", { exact: true })).not.toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    expect(within(nav).getByRole("button", { name: "Camera Registry" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", /./)).toEqual([]);
  });
});
