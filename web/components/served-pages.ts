// The content pages kept as served on a first visit (web/lib/served-page.tsx): pages of text,
// pictures and links, with nothing else to interact with. Their code loads only when the app
// navigates to them. One module, so that each route's split component and loader share the
// page's state. A page with a form, a tool or a toggle in its content does not belong here.
import { servedPage } from "../lib/served-page";

export const { component: ServedHomePage, loader: loadHomePage } = servedPage("/", () =>
  import("./pages/home-page").then((module) => module.HomePage),
);
export const { component: ServedServicesPage, loader: loadServicesPage } = servedPage("/services", () =>
  import("./pages/services-page").then((module) => module.ServicesPage),
);
export const { component: ServedAboutPage, loader: loadAboutPage } = servedPage("/about", () =>
  import("./pages/about-page").then((module) => module.AboutPage),
);
export const { component: ServedProjectsPage, loader: loadProjectsPage } = servedPage("/projects", () =>
  import("./pages/projects-page").then((module) => module.ProjectsPage),
);
export const { component: ServedResourcesPage, loader: loadResourcesPage } = servedPage("/resources", () =>
  import("./pages/resources-page").then((module) => module.ResourcesPage),
);
export const { component: ServedPrivacyPolicyPage, loader: loadPrivacyPolicyPage } = servedPage("/privacy-policy", () =>
  import("./pages/privacy-policy-page").then((module) => module.PrivacyPolicyPage),
);
export const { component: ServedTermsOfServicePage, loader: loadTermsOfServicePage } = servedPage("/terms-of-service", () =>
  import("./pages/terms-of-service-page").then((module) => module.TermsOfServicePage),
);
