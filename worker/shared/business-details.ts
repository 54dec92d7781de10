// The business details and the site notice as every page shows them (R23), with no rules
// attached: the public pages' code reads these; the rules that check a change of them, with the
// validation library they need, are the dashboard's and the Worker's (settings.ts).

/** Social profiles the footer links to, in its order; a profile left empty is not shown. */
export const SOCIAL_PROFILES = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  nextdoor: "Nextdoor",
} as const;
export type SocialProfile = keyof typeof SOCIAL_PROFILES;
export const SOCIAL_PROFILE_IDS = Object.keys(SOCIAL_PROFILES) as SocialProfile[];

/** The office's details, as the Business details settings hold them. */
export interface BusinessDetails {
  phone: string;
  email: string;
  serviceArea: string;
  /** The postal address, one line each; empty when the office has none to show. */
  address: string;
  /** The opening hours, one line each. */
  hours: string;
  socials: Record<SocialProfile, string>;
}

/** The notice's bar on the public pages. */
export const NOTICE_TEXTS = {
  region: "Site notice",
  dismiss: "Dismiss notice",
} as const;

/** What a page served by the Worker shows of the settings (worker/settings/served.ts). */
export interface ServedSettings {
  business: BusinessDetails;
  /** The notice showing now; empty when none does. */
  notice: string;
  /** Part of a kept page's key: changes with every change of the settings and when the notice appears or goes. */
  key: string;
  /** When the notice next appears or goes (ms since the epoch), if it does. */
  until?: number;
}
