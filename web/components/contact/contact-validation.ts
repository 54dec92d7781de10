// The contact form's validation, loaded when the visitor starts on the form (web/lib/deferred-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";

import { contactSchema } from "../../../worker/shared/schemas/contact";

export const contactResolver = zodResolver(contactSchema);
