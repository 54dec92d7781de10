// A stored blog post as GET /api/blog/posts answers it, for the dashboard's tests: one record,
// each test changing only what it is about.
export function storedPost(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    title: "Camera Placement for Rowhouses",
    slug: "camera-placement",
    excerpt: "Where each camera goes.",
    content: "<p>Mount them high.</p>",
    author: "Dana Brooks",
    category: "Case Studies",
    tags: [] as string[],
    metaTitle: null,
    metaDescription: null,
    featuredImage: null,
    isPublished: false,
    publishedAt: null as string | null,
    viewCount: 12,
    readingTime: 1,
    createdAt: "2026-03-01T12:00:00.000Z",
    updatedAt: "2026-03-01T12:00:00.000Z",
    ...overrides,
  };
}
