// The registrations as a spreadsheet, with the dashboard's filter (R5): one row per registration, newest first.
import { toCsv } from "../csv";
import type { RegistrationView } from "../db/registrations";
import { matchesRegistrationFilter, type RegistrationFilter } from "../shared/admin-filters";

const HEADER = ["Registered", "Name", "Email", "Phone", "Address", "City", "State", "ZIP", "Camera details"];

export function registrationsCsv(registrations: RegistrationView[], filter: RegistrationFilter): string {
  return toCsv(
    HEADER,
    registrations
      .filter((registration) => matchesRegistrationFilter(registration, filter))
      .map((r) => [r.createdAt, r.contactName, r.contactEmail, r.contactPhone, r.address, r.city, r.state, r.zipCode, r.description]),
  );
}

/** The file's name, with the day it was made. */
export const registrationsCsvName = (now = new Date()) => `camera-registrations-${now.toISOString().slice(0, 10)}.csv`;
