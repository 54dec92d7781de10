// Every word the dashboard's "Data requests" API says (R18): its refusals and its audit entries,
// which name the channel and the staff member (the entry's actor), never the person.
import type { DataRequestChannel } from "../shared/privacy";

export const STAFF_REQUEST_TEXT = {
  webRequest: "This request was made on the Your data page: the person answers it through their own link.",
  deleted: "The data of this request has already been deleted.",
  nothingHeld: "Nothing is held for this request's address: there is nothing to download, delete or send.",
  siteAddress:
    "This is the site's own address or a staff member's: what is held for it is the company's own record, not a person's data request. An administrator answers a staff member's request.",
  recorded: (channel: DataRequestChannel) => `Data request recorded (${channel})`,
  exported: (channel: DataRequestChannel) => `Personal data downloaded for a request made by ${channel}`,
  linkSent: (channel: DataRequestChannel) => `Link to the person's data sent for a request made by ${channel}`,
  deletedBy: (channel: DataRequestChannel) => `Personal data deleted at the request of the person it was about, made by ${channel}`,
} as const;
