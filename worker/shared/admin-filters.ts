// The dashboard's filters, one rule each, shared by its lists and its CSV exports.

export interface ContactFilter {
  search?: string;
  service?: string;
  /** new, contacted or closed (R13); every status when empty. */
  status?: string;
}

interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  status: string;
}

const contains = (haystack: (string | null)[], needle: string) => haystack.some((value) => value?.toLowerCase().includes(needle));

export function matchesContactFilter(row: ContactFields, { search, service, status }: ContactFilter): boolean {
  if (service && row.service !== service) return false;
  if (status && row.status !== status) return false;
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return contains([`${row.firstName} ${row.lastName}`, row.email, row.phone, row.message], needle);
}

export interface RegistrationFilter {
  search?: string;
  city?: string;
}

interface RegistrationFields {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  description: string;
  city: string | null;
}

export function matchesRegistrationFilter(row: RegistrationFields, { search, city }: RegistrationFilter): boolean {
  if (city && row.city !== city) return false;
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return contains([row.contactName, row.contactEmail, row.contactPhone, row.address, row.description], needle);
}

/**
 * R5: city, state and ZIP read from an address of the form "street, city, ST 12345", or city and
 * state from "street, city, ST" (the ZIP null).
 */
export function parseUsAddress(address: string): { city: string | null; state: string | null; zipCode: string | null } {
  const match = /,\s*([^,]+?)\s*,\s*([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?\s*$/.exec(address);
  if (!match) return { city: null, state: null, zipCode: null };
  return { city: match[1]!, state: match[2]!.toUpperCase(), zipCode: match[3] ?? null };
}
