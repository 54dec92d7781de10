// Demo content as SQL statements. Each statement inserts its row only when that row is not
// there yet, so loading the seed again changes nothing (it never lives in migrations/).
import { COMPANY, DEFAULT_BLOG_AUTHOR } from "../worker/shared/company";
import { readingTimeMinutes } from "../worker/shared/blog";
import { buildRule } from "../worker/shared/recurrence";
import { shortLinkMatchKey } from "../worker/shared/short-links";
import { siteDateTimeToInstant, instantToSiteDateTime } from "../worker/shared/time";
import { seedCameras, seedContacts, seedEvents, seedPosts, seedShortLinks } from "./seed-data";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The wording version recorded with the demo contact submissions' SMS consent. */
const SEED_CONSENT_VERSION = "seed";

/** A number kept as it is (coordinates); plain numbers are whole (timestamps, counts). */
type Real = { real: number };
type SqlValue = string | number | boolean | null | undefined | Real;

function literal(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "object") return Number.isFinite(value.real) ? String(value.real) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(Math.trunc(value));
  return `'${value.replace(/'/g, "''")}'`;
}

function insertUnless(table: string, row: Record<string, SqlValue>, uniqueWhere: string): string {
  const columns = Object.keys(row);
  const values = columns.map((column) => literal(row[column]));
  return `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values.join(", ")} WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${uniqueWhere});`;
}

const eq = (column: string, value: SqlValue) => `${column} = ${literal(value)}`;

/** The seed for a given moment: relative dates (days ago, days ahead) are counted from it. */
export function buildSeedStatements(now: Date = new Date()): string[] {
  const daysAgo = (days: number) => now.getTime() - days * DAY_MS;
  const today = instantToSiteDateTime(now).date;

  const posts = seedPosts.map((post) =>
    insertUnless(
      "blog_posts",
      {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        author: DEFAULT_BLOG_AUTHOR,
        category: post.category,
        tags: JSON.stringify(post.tags),
        meta_title: post.metaTitle,
        meta_description: post.metaDescription,
        featured_image: post.featuredImage,
        is_published: post.isPublished,
        published_at: post.isPublished ? daysAgo(post.daysAgo) : null,
        view_count: post.isPublished ? (post.slug.length * 37) % 400 : 0,
        reading_time: readingTimeMinutes(post.content),
        created_at: daysAgo(post.daysAgo + 1),
        updated_at: daysAgo(post.daysAgo),
      },
      eq("slug", post.slug),
    ),
  );

  const events = seedEvents.map((event) => {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + event.dayOffset);
    const date = day.toISOString().slice(0, 10);
    const contactInfo = [event.contactEmail, event.contactPhone].filter(Boolean).join(" · ") || null;
    return insertUnless(
      "community_events",
      {
        title: event.title,
        description: event.description,
        event_date: siteDateTimeToInstant(date, event.time).getTime(),
        event_time: event.time,
        location: event.location,
        neighborhood: event.neighborhood,
        event_type: event.eventType,
        organizer: event.organizer.replace("{company}", COMPANY.name),
        contact_info: contactInfo,
        contact_email: event.contactEmail,
        contact_phone: event.contactPhone,
        registration_url: event.registrationUrl,
        recurrence: event.repeat ? buildRule(event.repeat, date, null) : null,
        is_recurring: event.repeat !== undefined,
      },
      `${eq("title", event.title)} AND ${eq("neighborhood", event.neighborhood)}`,
    );
  });

  const redirects = seedShortLinks.map((redirect) =>
    insertUnless(
      "url_redirects",
      { from_path: redirect.fromPath, to_url: redirect.toUrl, is_active: redirect.isActive },
      eq("match_key", shortLinkMatchKey(redirect.fromPath)),
    ),
  );

  const contacts = seedContacts.map((contact) =>
    insertUnless(
      "contact_submissions",
      {
        reference: crypto.randomUUID(),
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        service: contact.service,
        message: contact.message,
        sms_consent_at: daysAgo(contact.daysAgo),
        sms_consent_version: SEED_CONSENT_VERSION,
        created_at: daysAgo(contact.daysAgo),
      },
      `${eq("email", contact.email)} AND ${eq("message", contact.message)}`,
    ),
  );

  const cameras = seedCameras.map((camera) =>
    insertUnless(
      "camera_registrations",
      {
        reference: crypto.randomUUID(),
        name: camera.name,
        email: camera.email,
        phone: camera.phone,
        address: camera.address,
        camera_details: camera.cameraDetails,
        terms: true,
        created_at: daysAgo(camera.daysAgo),
        ...(camera.location
          ? {
              latitude: { real: camera.location.latitude },
              longitude: { real: camera.location.longitude },
              location_status: "located",
              location_source: "geocoder",
              matched_address: camera.location.matchedAddress,
              city: camera.location.city,
              state: camera.location.state,
              zip_code: camera.location.zipCode,
              geocode_attempts: 1,
            }
          : {}),
      },
      `${eq("email", camera.email)} AND ${eq("address", camera.address)}`,
    ),
  );

  return [...posts, ...events, ...redirects, ...contacts, ...cameras];
}
