// Every page the site serves, with its head: the Worker writes these tags into the HTML it
// serves, the SPA updates them on navigation, the sitemap lists the indexable ones, and the
// redirect form refuses their paths (R8). One list for all four.
import { COMPANY } from "./company";
import { YOUR_DATA_PATH } from "./privacy";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
}

const named = (title: string) => `${title} - ${COMPANY.name}`;

export const PUBLIC_PAGES = [
  {
    path: "/",
    title: `${COMPANY.name} | Security Camera Installation in Baltimore`,
    description: `Security camera installation, security assessments, VMS support and neighborhood security consulting for homes, businesses and associations across the ${COMPANY.serviceArea}.`,
  },
  {
    path: "/services",
    title: named("Security Services"),
    description:
      "Camera installation, on-site security assessments, video management system support and neighborhood-wide consulting, planned and installed by local specialists.",
  },
  {
    path: "/about",
    title: named("About Us"),
    description: `Who we are: a Baltimore security consultancy with 10+ years of experience and 100+ projects for homeowners, businesses and community associations.`,
  },
  {
    path: "/projects",
    title: named("Security Projects"),
    description:
      "Camera systems we have designed and installed for Baltimore rowhouse blocks, businesses, a medical office, a restaurant group and a community nonprofit.",
  },
  {
    path: "/resources",
    title: named("Resources"),
    description:
      "Emergency contacts, planning tools and community safety resources for Baltimore residents, businesses and neighborhood associations.",
  },
  {
    path: "/contact",
    title: named("Contact Us"),
    description: `Request a quote or a free consultation. Call or text ${COMPANY.phone}, or send us a message; we serve the ${COMPANY.serviceArea}.`,
  },
  {
    path: "/privacy-policy",
    title: named("Privacy Policy"),
    description: `How ${COMPANY.name} collects, uses and protects your information, including SMS messaging.`,
  },
  {
    path: "/terms-of-service",
    title: named("Terms of Service"),
    description: `The terms that govern use of the ${COMPANY.name} website, tools and SMS communications.`,
  },
  {
    path: "/calendar",
    title: named("Community Events"),
    description: "Neighborhood association meetings, police community meetings, safety walks and workshops across Baltimore.",
  },
  {
    path: "/blog",
    title: named("Security Blog"),
    description: "Practical advice on cameras, lighting, storage and neighborhood safety from Baltimore security specialists.",
  },
  {
    path: "/camera-registration",
    title: named("Camera Registration"),
    description: "Register your private security camera with our community registry and learn about the city's camera rebate program.",
  },
  {
    path: "/cost-estimator",
    title: named("Security Camera Cost Estimator"),
    description: "Estimate the one-time and monthly cost of a security camera system for your property.",
  },
  {
    path: "/coverage-calculator",
    title: named("Camera Coverage Calculator"),
    description: "Work out how many cameras your home or business needs to cover its entry points and outdoor areas.",
  },
  {
    path: "/security-assessment",
    title: named("Security Self-Assessment"),
    description: "Check your property against a professional security checklist and see your grade and the gaps to close.",
  },
] as const satisfies readonly PageMeta[];

export const ADMIN_PAGES = [
  { path: "/admin", title: named("Admin Dashboard"), description: "Staff dashboard.", noindex: true },
  { path: "/admin/login", title: named("Admin Login"), description: "Staff sign-in.", noindex: true },
] as const satisfies readonly PageMeta[];

export const NOT_FOUND_PAGE: PageMeta = {
  path: "",
  title: named("Page Not Found"),
  description: "The page you are looking for does not exist.",
  noindex: true,
};

export const BLOG_POST_PREFIX = "/blog/";

/** The blog's RSS feed. */
export const RSS_PATH = "/blog/rss.xml";

/**
 * Path prefixes the site owns beyond its pages: no redirect may take them (R8). Not /blog/: a
 * path there belongs to the site only while a post uses or remembers it, which D1 knows
 * (worker/short-links/post-paths.ts, decision 0044).
 */
export const RESERVED_PREFIXES = [
  "/api",
  "/admin",
  "/assets",
  "/calendar",
  "/images",
  "/fonts",
  "/media",
  "/registry",
  YOUR_DATA_PATH,
  "/_prerendered",
] as const;

/** Files the site answers at its root. */
export const SITE_FILES = ["/robots.txt", "/sitemap.xml", RSS_PATH, "/calendar.ics", "/favicon.svg", "/favicon.ico"] as const;

const pagesByPath = new Map<string, PageMeta>([...PUBLIC_PAGES, ...ADMIN_PAGES].map((page) => [page.path, page]));

export function findPage(pathname: string): PageMeta | undefined {
  return pagesByPath.get(pathname);
}

/** The slug of a blog post address, or undefined when the path is not one. */
export function blogSlugOf(pathname: string): string | undefined {
  if (!pathname.startsWith(BLOG_POST_PREFIX)) return undefined;
  const slug = pathname.slice(BLOG_POST_PREFIX.length);
  if (slug.length === 0 || slug.includes("/")) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug; // a malformed escape is simply a slug no post has
  }
}

/** The paths isSitePath answers true for, as lists: every page and site file, and the reserved prefixes (each itself and what is under it). */
export const SITE_PATH_LISTS = {
  exact: [...pagesByPath.keys(), ...SITE_FILES, ...RESERVED_PREFIXES],
  prefixes: RESERVED_PREFIXES,
} as const;

/** True when a page, a reserved prefix or a site file answers this path. */
export function isSitePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (pagesByPath.has(path) || (SITE_FILES as readonly string[]).includes(path)) return true;
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Pages the Worker renders per request from D1 (worker/pages/screens.ts), beside blog posts;
 * every other public page is prerendered at build time.
 */
export const DYNAMIC_PAGE_PATHS: readonly string[] = ["/blog", "/calendar"];

/**
 * The address parameters each page rendered from D1 reads (the app's `validateSearch` of the same
 * screen): its cached copy is keyed by these alone, so `?utm_source=…` or `?r=1` is the page
 * without them, and a filter the page reads is a page of its own (decision 0053).
 */
export const PAGE_SEARCH_PARAMS = {
  blogList: ["page", "category"],
  blogPost: [],
  calendar: ["neighborhood", "eventType", "when", "page"],
  eventPage: [],
} as const satisfies Record<string, readonly string[]>;

/** The id of the served page's script element holding the data its screen was rendered from. */
export const QUERY_STATE_ID = "query-state";

/** Where the build leaves a screen's prerendered markup, for the Worker to place in the page. */
export const PRERENDER_DIR = "/_prerendered";
export const PRERENDER_KEYS = {
  notFound: "_not-found",
  /** The site's header and footer around LINK_FRAME_SLOT, for the pages the Worker writes itself (worker/html/link-page.ts). */
  linkFrame: "_link-frame",
} as const;

/** Where a page the Worker writes itself goes inside the prerendered frame. */
export const LINK_FRAME_SLOT = "<!--link-page-main-->";

export function prerenderKey(path: string): string {
  return path === "/" ? "index" : path.slice(1).replaceAll("/", "__");
}

export function prerenderedAsset(key: string): string {
  return `${PRERENDER_DIR}/${key}.html`;
}

interface PostHeadFields {
  slug: string;
  title: string;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

/** A blog post's head: its meta title or else its title, its meta description or else its excerpt. */
export function blogPostMeta(post: PostHeadFields): PageMeta {
  return {
    path: `${BLOG_POST_PREFIX}${encodeURIComponent(post.slug)}`,
    title: named(post.metaTitle || post.title),
    description: post.metaDescription || post.excerpt,
  };
}

/** A missing or unpublished post's words (S2): the page's head and its heading. */
export const POST_NOT_FOUND = {
  title: "Post Not Found",
  text: "The blog post you're looking for doesn't exist or has been removed.",
} as const;

export const BLOG_POST_NOT_FOUND_PAGE: PageMeta = {
  path: "",
  title: named(POST_NOT_FOUND.title),
  description: POST_NOT_FOUND.text,
  noindex: true,
};
