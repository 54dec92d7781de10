import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { validateBlogSearch } from "../../web/components/blog/search";
import { postDay } from "../../worker/shared/post-day";
import { sanitizeHtml } from "../../worker/shared/sanitize";
import { json, renderRoute, stubApi } from "./render";

/** A post as the API answers it, with the day it is dated worked out as the API does. */
function summary(id: number, overrides: Record<string, unknown> = {}) {
  const post = {
    id,
    title: `Post number ${id}`,
    slug: `post-${id}`,
    excerpt: `What post ${id} is about.`,
    author: "Harborlight Security Team",
    category: "Security Tips",
    tags: ["cameras", "lighting"],
    metaTitle: null,
    metaDescription: null,
    featuredImage: null,
    featuredImageAlt: null,
    isPublished: true,
    // 02:00 UTC on March 5 is still March 4 in Baltimore.
    publishedAt: "2026-03-05T02:00:00.000Z",
    viewCount: 42,
    readingTime: 4,
    createdAt: "2026-03-01T12:00:00.000Z",
    updatedAt: "2026-03-05T02:00:00.000Z",
    ...overrides,
  };
  return { ...post, day: postDay(post) };
}

const posts = (count: number) => Array.from({ length: count }, (_, index) => summary(index + 1));

const HOSTILE_CONTENT = `
<h2>Where cameras go</h2>
<p>Mount them <em>high</em> and <strong>out of reach</strong>.</p>
<script>window.__pwned = true</script>
<img src="/images/x.webp" alt="A camera" onerror="window.__pwned = true">
<table><thead><tr><th>Resolution</th><th>Storage</th></tr></thead><tbody><tr><td>4K</td><td>More</td></tr></tbody></table>
<p><a href="/contact">Contact us</a>, read <a href="https://example.org/guide">the guide</a> or <a href="javascript:alert(1)">click here</a>.</p>
<iframe src="https://example.org"></iframe>
<form action="/steal"><input name="password"><button>Send</button></form>
<pre><code>rtsp://camera.local/stream</code></pre>
<blockquote>Quoted advice</blockquote>
<ul><li>One</li></ul>`;

const fullPost = summary(7, {
  title: "Camera Placement for Rowhouses",
  slug: "camera-placement",
  excerpt: "Where each camera goes.",
  category: "Case Studies",
  tags: ["canton", "alleys"],
  metaTitle: "Rowhouse Camera Placement Guide",
  viewCount: 101,
  // The API's public read answers the post's HTML sanitized (test/worker/pages/served-screens.test.ts).
  content: sanitizeHtml(HOSTILE_CONTENT, window.location.origin),
});

function requestedUrls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), "http://localhost"));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/blog", () => {
  it("shows the cards of page 1 and disables Next when fewer than 9 came back", async () => {
    const fetchMock = stubApi({ "/api/blog/posts": () => json(posts(3)) });
    await renderRoute("/blog");

    expect(await screen.findByRole("heading", { level: 2, name: "Post number 1" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const card = screen.getAllByRole("article")[0]!;
    expect(within(card).getByRole("link", { name: "Post number 1" })).toHaveAttribute("href", "/blog/post-1");
    expect(within(card).getByRole("link", { name: /^Read Article/ })).toHaveAttribute("href", "/blog/post-1");
    // The badge, and the placeholder block that stands in for a missing image.
    expect(within(card).getAllByText("Security Tips")).toHaveLength(2);
    expect(within(card).getByText("cameras")).toBeInTheDocument();
    expect(within(card).queryByText("lighting")).not.toBeInTheDocument();
    expect(within(card).getByText("March 4, 2026")).toBeInTheDocument();
    expect(within(card).getByText("4 min read")).toBeInTheDocument();
    expect(within(card).getByText("42 views")).toBeInTheDocument();
    expect(within(card).getByTestId("image-placeholder")).toHaveTextContent("Security Tips");

    expect(screen.getByText("Page 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/blog/rss.xml");
    expect(screen.getByRole("link", { name: "Join the Newsletter" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Browse Resources" })).toHaveAttribute("href", "/resources");

    const [url] = requestedUrls(fetchMock);
    expect(url!.pathname).toBe("/api/blog/posts");
    expect(url!.searchParams.get("limit")).toBe("9");
    expect(url!.searchParams.get("offset")).toBe("0");
    expect(url!.searchParams.has("category")).toBe(false);
  });

  it("offers the spec's categories, 'All Categories' first and chosen", async () => {
    stubApi({ "/api/blog/posts": () => json(posts(3)) });
    await renderRoute("/blog");
    await screen.findByRole("heading", { level: 2, name: "Post number 1" });
    const buttons = within(screen.getByRole("group", { name: "Filter posts by category" })).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "All Categories",
      "Security Tips",
      "Technology",
      "Community Safety",
      "Industry News",
      "Case Studies",
    ]);
    expect(buttons[0]).toHaveAttribute("aria-pressed", "true");
  });

  it("shows featured images sized and decorative: the first card's at once and first, the others lazily", async () => {
    stubApi({
      "/api/blog/posts": () =>
        json([
          summary(1, { featuredImage: "/images/blog/one.webp", createdAt: "2026-02-01T12:00:00.000Z" }),
          summary(2, { featuredImage: "/images/blog/two.webp", createdAt: "2026-01-01T12:00:00.000Z" }),
        ]),
    });
    const { container } = await renderRoute("/blog");
    await screen.findByRole("heading", { name: "Post number 2" });
    const [first, second] = container.querySelectorAll("article img");
    expect(first).toHaveAttribute("src", "/images/blog/one.webp");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("src", "/images/blog/two.webp");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(second).not.toHaveAttribute("fetchpriority");
    for (const image of [first, second]) {
      expect(image).toHaveAttribute("alt", "");
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
    }
  });

  it("describes an uploaded featured image with its alt text from the media library", async () => {
    const url = `/media/${"a".repeat(64)}.webp`;
    stubApi({
      "/api/blog/posts": () => json([summary(1, { featuredImage: url, featuredImageAlt: "A doorbell camera beside a blue door" })]),
    });
    await renderRoute("/blog");
    expect(await screen.findByRole("img", { name: "A doorbell camera beside a blue door" })).toHaveAttribute("src", url);
  });

  it("shows a post's uploaded featured image with its alt text", async () => {
    const url = `/media/${"b".repeat(64)}.jpg`;
    stubApi({
      "/api/blog/posts/camera-placement": () => json({ ...fullPost, featuredImage: url, featuredImageAlt: "Floodlight over an alley" }),
    });
    await renderRoute("/blog/camera-placement");
    const image = await screen.findByRole("img", { name: "Floodlight over an alley" });
    expect(image).toHaveAttribute("src", url);
    expect(image).toHaveAttribute("loading", "eager");
  });

  it("falls back to the created date when a post has no published date", async () => {
    stubApi({ "/api/blog/posts": () => json([summary(1, { publishedAt: null, createdAt: "2026-01-15T17:00:00.000Z" })]) });
    await renderRoute("/blog");
    expect(await screen.findByText("January 15, 2026")).toBeInTheDocument();
  });

  it("enables Next on a full page and asks for the next 9", async () => {
    const fetchMock = stubApi({ "/api/blog/posts": () => json(posts(9)) });
    const { router } = await renderRoute("/blog");
    const next = screen.getByRole("button", { name: "Next" });
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.getAllByRole("article")).toHaveLength(9);

    fireEvent.click(next);
    expect(await screen.findByText("Page 2")).toBeInTheDocument();
    await waitFor(() => expect(requestedUrls(fetchMock).at(-1)!.searchParams.get("offset")).toBe("9"));
    expect(router.state.location.search).toEqual({ page: 2 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled());
  });

  it("reads the page and category from the address", async () => {
    const fetchMock = stubApi({ "/api/blog/posts": () => json(posts(2)) });
    await renderRoute("/blog?page=3&category=Technology");
    expect(await screen.findByText("Page 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Technology" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = requestedUrls(fetchMock).at(-1)!;
    expect(url.searchParams.get("offset")).toBe("18");
    expect(url.searchParams.get("category")).toBe("Technology");
  });

  it("sends the chosen category and goes back to page 1", async () => {
    const fetchMock = stubApi({ "/api/blog/posts": () => json(posts(9)) });
    const { router } = await renderRoute("/blog?page=2");
    await screen.findByText("Page 2");
    const all = screen.getByRole("button", { name: "All Categories" });
    expect(all).toHaveAttribute("aria-pressed", "true");

    fireEvent.click(screen.getByRole("button", { name: "Case Studies" }));
    expect(await screen.findByText("Page 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Case Studies" })).toHaveAttribute("aria-pressed", "true");
    expect(all).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(requestedUrls(fetchMock).at(-1)!.searchParams.get("category")).toBe("Case Studies"));
    expect(requestedUrls(fetchMock).at(-1)!.searchParams.get("offset")).toBe("0");
    expect(router.state.location.search).toEqual({ category: "Case Studies" });
  });

  it("shows skeletons while loading", async () => {
    stubApi({ "/api/blog/posts": () => json(posts(1)) });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    await renderRoute("/blog");
    expect(screen.getByRole("status")).toHaveTextContent("Loading posts");
    expect(screen.getByRole("list", { hidden: true, busy: true })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    stubApi({ "/api/blog/posts": () => json([]) });
    await renderRoute("/blog");
    expect(await screen.findByRole("heading", { name: "No posts found" })).toBeInTheDocument();
  });

  it("says 1 view, not 1 views, on a card", async () => {
    stubApi({ "/api/blog/posts": () => json([summary(1, { viewCount: 1 })]) });
    await renderRoute("/blog");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("1 view")).toBeInTheDocument();
  });

  it("shows the spec's error text when the read fails", async () => {
    stubApi({ "/api/blog/posts": () => json({ message: "The service is temporarily unavailable." }, 503) });
    await renderRoute("/blog");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading blog posts. Please try again later.");
  });
});

describe("/blog/$slug", () => {
  it("says 1 view, not 1 views, on the post", async () => {
    stubApi({ "/api/blog/posts/camera-placement": () => json({ ...fullPost, viewCount: 1 }) });
    await renderRoute("/blog/camera-placement");
    await screen.findByRole("heading", { level: 1, name: "Camera Placement for Rowhouses" });
    expect(screen.getByText("1 view")).toBeInTheDocument();
  });

  it("renders the post and its HTML as the API answers it, sanitized", async () => {
    const fetchMock = stubApi({ "/api/blog/posts/camera-placement": () => json(fullPost) });
    const { container } = await renderRoute("/blog/camera-placement");

    expect(await screen.findByRole("heading", { level: 1, name: "Camera Placement for Rowhouses" })).toBeInTheDocument();
    expect(screen.getByText("Where each camera goes.", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Harborlight Security Team")).toBeInTheDocument();
    expect(screen.getByText("March 4, 2026")).toBeInTheDocument();
    expect(screen.getByText("4 min read")).toBeInTheDocument();
    expect(screen.getByText("101 views")).toBeInTheDocument();
    expect(screen.getByText("Case Studies")).toBeInTheDocument();
    expect(screen.getByText("canton")).toBeInTheDocument();
    expect(screen.getByText("alleys")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to Blog" })[0]).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "View Our Services" })).toHaveAttribute("href", "/services");
    expect(requestedUrls(fetchMock)[0]!.pathname).toBe("/api/blog/posts/camera-placement");

    const article = container.querySelector("article")!;
    // What the admin wrote survives...
    expect(within(article).getByRole("heading", { level: 2, name: "Where cameras go" })).toBeInTheDocument();
    expect(article.querySelector("table th")).toHaveTextContent("Resolution");
    expect(article.querySelector("em")).toHaveTextContent("high");
    expect(article.querySelector("pre code")).toHaveTextContent("rtsp://camera.local/stream");
    expect(article.querySelector("blockquote")).toHaveTextContent("Quoted advice");
    expect(article.querySelector("ul li")).toHaveTextContent("One");
    expect(within(article).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(within(article).getByRole("link", { name: "Contact us" })).not.toHaveAttribute("target");
    const external = within(article).getByRole("link", { name: "the guide" });
    expect(external).toHaveAttribute("href", "https://example.org/guide");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(article.querySelector("img")).toHaveAttribute("alt", "A camera");
    // ...active content does not.
    expect(container.querySelector("script")).toBeNull();
    expect(article.querySelector("[onerror]")).toBeNull();
    expect(article.querySelector("iframe, form, input, button")).toBeNull();
    expect(within(article).getByText("click here")).not.toHaveAttribute("href");
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("sets the document head from the post", async () => {
    stubApi({ "/api/blog/posts/camera-placement": () => json({ ...fullPost, metaDescription: "All about placement." }) });
    await renderRoute("/blog/camera-placement");
    await screen.findByRole("heading", { level: 1, name: "Camera Placement for Rowhouses" });
    await waitFor(() => expect(document.title).toBe("Rowhouse Camera Placement Guide - Harborlight Security"));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "All about placement.");
  });

  it("shows 'Post Not Found' for a missing post", async () => {
    stubApi({ "/api/blog/posts/": () => json({ message: "Blog post not found" }, 404) });
    await renderRoute("/blog/no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "Post Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });

  it("shows 'Post Not Found' when the read fails", async () => {
    stubApi({ "/api/blog/posts/": () => json({ message: "Something went wrong. Please try again later." }, 500) });
    await renderRoute("/blog/camera-placement");
    expect(await screen.findByRole("heading", { level: 1, name: "Post Not Found" })).toBeInTheDocument();
  });

  it("copies the address when the device has no share feature", async () => {
    stubApi({ "/api/blog/posts/camera-placement": () => json(fullPost) });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    await renderRoute("/blog/camera-placement");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
    expect(await screen.findByText("Link copied", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("uses the device's share feature when there is one", async () => {
    stubApi({ "/api/blog/posts/camera-placement": () => json(fullPost) });
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    await renderRoute("/blog/camera-placement");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: fullPost.title, text: fullPost.excerpt, url: window.location.href }));
  });
});

describe("sanitizeHtml", () => {
  it("removes active content and keeps the article's structure", () => {
    const html = sanitizeHtml(
      '<h3 onclick="x()">Title</h3><a href="data:text/html,<script>alert(1)</script>">data</a><object data="x"></object><div style="position:fixed">x</div><code>ok</code><iframe srcdoc="<script></script>"></iframe>',
      window.location.origin,
    );
    expect(html).toContain("<h3>Title</h3>");
    expect(html).toContain("<code>ok</code>");
    expect(html).not.toMatch(/onclick|data:|<object|style=|<iframe|srcdoc|<script/);
  });

  it("tells links to other sites by the origin it is given (the request's, in the Worker)", () => {
    const html = '<p><a href="https://harborlight.example/about">us</a> <a href="https://example.org/" target="_self">them</a></p>';
    expect(sanitizeHtml(html, "https://harborlight.example")).toBe(
      '<p><a href="https://harborlight.example/about">us</a> <a href="https://example.org/" target="_blank" rel="noopener noreferrer">them</a></p>',
    );
    expect(sanitizeHtml(html, "https://example.org")).toBe(
      '<p><a href="https://harborlight.example/about" target="_blank" rel="noopener noreferrer">us</a> <a href="https://example.org/">them</a></p>',
    );
  });

  it("drops classes, which could reuse the site's own layout classes, and keeps heading anchors", () => {
    expect(
      sanitizeHtml('<h2 id="pricing" class="fixed inset-0 z-50">Pricing</h2><p class="x">A &amp; B &lt; C</p>', window.location.origin),
    ).toBe('<h2 id="pricing">Pricing</h2><p>A &amp; B &lt; C</p>');
  });
});

/** What the router hands the validator: whatever the address held. */
const validate = (search: Record<string, unknown>) => validateBlogSearch(search as Parameters<typeof validateBlogSearch>[0]);

describe("the list's address", () => {
  it("falls back to page 1 of every category for anything it does not know", () => {
    expect(validate({})).toEqual({ page: 1, category: "All Categories" });
    expect(validate({ page: 0, category: "Gardening" })).toEqual({ page: 1, category: "All Categories" });
    expect(validate({ page: 2.5, category: 7 })).toEqual({ page: 1, category: "All Categories" });
    expect(validate({ page: "3" })).toEqual({ page: 3, category: "All Categories" });
    expect(validate({ page: 4, category: "Industry News" })).toEqual({ page: 4, category: "Industry News" });
  });
});
