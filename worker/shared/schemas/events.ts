import { z } from "./zod";

/** Query of GET /api/events: both filters optional; an empty value means no filter. */
export const eventsQuerySchema = z.object({
  neighborhood: z.string().trim().max(100).optional(),
  eventType: z.string().trim().max(100).optional(),
});
