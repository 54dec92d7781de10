// The shape of every error answer (R7).
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
  /** A sensitive action refused after an old sign-in: sign in again, then try it again (R25). */
  signInAgain?: true;
}

/** An answer naming the one field that is wrong, with its message. */
export function fieldError(field: string, message: string): ApiError {
  return { message, errors: { [field]: [message] } };
}

export const ERROR_TEXTS = {
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  signInAgain: "For this, please sign in again: your last sign-in was more than 15 minutes ago.",
  notFound: "Not found",
  blogPostNotFound: "Blog post not found",
  unsupportedMediaType: "Content-Type must be application/json",
  payloadTooLarge: "Request body is too large",
  malformedJson: "Request body is not valid JSON",
  malformedForm:
    "Request body is not a form that can be read: send multipart/form-data with its boundary, or application/x-www-form-urlencoded",
  unavailable: "The service is temporarily unavailable. Please try again later.",
  internal: "Something went wrong. Please try again later.",
} as const;
