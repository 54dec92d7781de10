// Labels the spec fixes that several screens share.
export const REQUEST_A_QUOTE = "Request a Quote";
