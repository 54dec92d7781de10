// The camera registry: registrations, their locations, incidents, footage requests and the owners' pages. What other folders may use of it.
export { adminFootageRequestRoutes, adminIncidentFootageRoutes } from "./footage-request-routes";
export { adminIncidentRoutes } from "./incident-routes";
export { geocodeConsumer, geocodeDeadLetterConsumer, sweepGeocoding } from "./locate";
export { ownerPageRoutes } from "./owner-pages/routes";
export { adminRegistrationRoutes, registrationFormRoutes } from "./registration-routes";
export { purgeExpiredIncidents } from "./retention";
