// Shared constants for the legal pages (privacy policy and terms of service).
export const LEGAL_EFFECTIVE_DATE = "January 1, 2025";
