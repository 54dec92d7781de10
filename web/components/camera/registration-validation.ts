// The camera registration form's validation, loaded when the visitor starts on the form (web/lib/deferred-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";

import { cameraRegistrationSchema } from "../../../worker/shared/schemas/camera";

export const registrationResolver = zodResolver(cameraRegistrationSchema);
