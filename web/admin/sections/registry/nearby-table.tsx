// The owners within an incident's radius, nearest first: who, where, their camera, how far, and
// their footage request, with "Followed up" for staff to mark a call or visit. On a phone each owner's row stacks as a card, each value under its own
// label, so the page never scrolls sideways; from tablet width it is a table.
import { Check, Mail, Phone } from "lucide-react";

import type { NearbyCamera } from "../../../../worker/shared/registry";
import { api, ok } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { incidentsKey } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { formatFeet } from "./format";
import { RequestState } from "./request-state";

interface NearbyTableProps {
  radiusFeet: number;
  nearby: NearbyCamera[];
  /** The requests whose answers were new when the incident was opened. */
  newOnOpen: ReadonlySet<number>;
}

/** On a phone, where the table's head is hidden, the column's name above its value (screen readers have the head). */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="block text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden">
      {children}
    </span>
  );
}

const CELL = "block py-1 md:table-cell md:px-3 md:py-3";

export function NearbyTable({ radiusFeet, nearby, newOnOpen }: NearbyTableProps) {
  const followUp = useAdminMutation({
    mutationFn: ({ id, followedUp }: { id: number; followedUp: boolean }) =>
      ok(api["footage-requests"][":id"]["follow-up"].$put({ param: { id: String(id) }, json: { followedUp } })),
    invalidates: [incidentsKey],
    success: () => REGISTRY_TEXT.followUpSaved,
    failure: serverWordsOr(REGISTRY_TEXT.followUpFailed),
  });
  if (nearby.length === 0) return <p className="text-sm text-slate-600">{REGISTRY_TEXT.noNearby(radiusFeet)}</p>;
  // The API sends them nearest first; sorting again keeps the promise whatever the order.
  const sorted = [...nearby].sort((a, b) => a.distanceFeet - b.distanceFeet);
  return (
    <div className="md:overflow-x-auto">
      <table className="block w-full text-left text-sm md:table md:min-w-[40rem]">
        <caption className="sr-only">{REGISTRY_TEXT.nearbyCaption(radiusFeet)}</caption>
        <thead className="sr-only border-b border-slate-300 text-slate-700 md:not-sr-only md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Distance
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Owner
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Camera
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Footage request
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Follow-up</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 align-top md:table-row-group">
          {sorted.map((camera) => {
            const request = camera.request;
            const followed = Boolean(request?.followedUpAt);
            const pending = followUp.isPending && followUp.variables?.id === request?.id;
            return (
              <tr key={camera.registrationId} className="block py-3 md:table-row md:py-0">
                <td className={cn(CELL, "font-semibold whitespace-nowrap text-slate-900")}>
                  <CellLabel>Distance</CellLabel>
                  {formatFeet(camera.distanceFeet)}
                </td>
                <th scope="row" className={cn(CELL, "text-left font-normal")}>
                  <span className="block font-semibold text-slate-900">{camera.name}</span>
                  <span className="block text-slate-700">{camera.address}</span>
                  <a href={`mailto:${camera.email}`} className="inline-flex items-center gap-1 break-all text-blue-800 hover:underline">
                    <Mail aria-hidden className="h-3.5 w-3.5 shrink-0" />
                    {camera.email}
                  </a>{" "}
                  <a
                    href={`tel:${camera.phone.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-1 whitespace-nowrap text-blue-800 hover:underline"
                  >
                    <Phone aria-hidden className="h-3.5 w-3.5 shrink-0" />
                    {camera.phone}
                  </a>
                </th>
                <td className={cn(CELL, "break-words whitespace-pre-line text-slate-700")}>
                  <CellLabel>Camera</CellLabel>
                  {camera.cameraDetails}
                </td>
                <td className={CELL}>
                  <CellLabel>Footage request</CellLabel>
                  <RequestState request={request} isNew={request !== null && newOnOpen.has(request.id)} />
                </td>
                <td className={cn(CELL, "empty:hidden md:empty:table-cell")}>
                  {request && (
                    <button
                      type="button"
                      aria-pressed={followed}
                      disabled={pending}
                      onClick={() => followUp.mutate({ id: request.id, followedUp: !followed })}
                      className={cn(buttonVariants({ variant: followed ? "dark" : "outline", size: "sm" }), "whitespace-nowrap")}
                    >
                      {followed && <Check aria-hidden className="h-4 w-4" />}
                      <span>
                        {REGISTRY_TEXT.followedUp} <span className="sr-only">with {camera.name}</span>
                      </span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
