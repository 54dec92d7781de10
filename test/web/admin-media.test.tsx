import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { MediaLibrary } from "../../web/admin/sections/media";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";

const KEY = `${"c".repeat(64)}.webp`;

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  key: KEY,
  url: `/media/${KEY}`,
  mimeType: "image/webp",
  width: 1600,
  height: 900,
  byteSize: 250_880,
  alt: "A camera above a garage door",
  originalName: "garage.jpg",
  createdAt: "2026-03-01T12:00:00.000Z",
  createdBy: "sub-admin",
  usedIn: [] as { id: number; title: string }[],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

/** The requests the library sent with a given method. */
function calls(fetchMock: ReturnType<typeof stubApi>, method: string): { url: string; init: RequestInit }[] {
  return (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][])
    .filter(([, init]) => (init?.method ?? "GET").toUpperCase() === method)
    .map(([input, init]) => ({ url: requestUrl(input), init: init! }));
}

function renderLibrary(routes: Record<string, (init?: RequestInit) => Response>) {
  const fetchMock = stubApi(routes);
  renderWithToasts(<MediaLibrary />);
  return { fetchMock, user: userEvent.setup() };
}

const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], "porch.png", { type: "image/png" });

describe("the media library", () => {
  it("lists each image with its alt text, size and the posts that use it", async () => {
    renderLibrary({
      "/api/media": () =>
        json([item({ usedIn: [{ id: 1, title: "Winter lighting" }] }), item({ id: 6, originalName: "alley.png", alt: "An alley" })]),
    });
    const list = await screen.findByRole("list", { name: "Media Library" });
    const garage = within(list).getByRole("listitem", { name: "garage.jpg" });
    expect(within(garage).getByLabelText("Alt text")).toHaveValue("A camera above a garage door");
    expect(within(garage).getByText("1600 × 900 · 245 KB")).toBeInTheDocument();
    expect(within(garage).getByText("Used in")).toBeInTheDocument();
    expect(within(garage).getByText("Winter lighting")).toBeInTheDocument();
    expect(garage.querySelector("img")).toHaveAttribute("src", `/media/${KEY}`);
    const alley = within(list).getByRole("listitem", { name: "alley.png" });
    expect(within(alley).getByText("Not used in any post")).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    renderLibrary({ "/api/media": () => json([]) });
    expect(await screen.findByText("No images uploaded yet.")).toBeInTheDocument();
  });

  it("asks for a file and alt text before sending anything", async () => {
    const { fetchMock, user } = renderLibrary({ "/api/media": () => json([]) });
    await screen.findByText("No images uploaded yet.");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Choose an image to upload")).toBeInTheDocument();
    expect(screen.getByText("Alt text is required")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Image"), png());
    await user.type(screen.getByLabelText("Alt text"), "   ");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Alt text is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Alt text")).toHaveAttribute("aria-invalid", "true");
    expect(calls(fetchMock, "POST")).toHaveLength(0);
  });

  it("uploads the file with its alt text as a multipart form, then says so", async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = renderLibrary({
      "/api/media": (init) => (init?.method === "POST" ? (new Promise((resolve) => (answer = resolve)) as unknown as Response) : json([])),
    });
    await screen.findByText("No images uploaded yet.");
    await user.upload(screen.getByLabelText("Image"), png());
    await user.type(screen.getByLabelText("Alt text"), " Porch light at dusk ");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    // While it is sent, the button says so and cannot be pressed again.
    const busy = await screen.findByRole("button", { name: "Uploading..." });
    expect(busy).toBeDisabled();
    const [sent] = calls(fetchMock, "POST");
    expect(sent!.url).toContain("/api/media");
    const body = sent!.init.body as FormData;
    expect(body.get("alt")).toBe("Porch light at dusk");
    expect((body.get("file") as File).name).toBe("porch.png");
    answer(json(item(), 201));
    await expectToast({ title: "Success", description: "Image uploaded successfully" });
    await waitFor(() => expect(screen.getByLabelText("Alt text")).toHaveValue(""));
  });

  it("shows the server's refusal of a disguised file beside the file field", async () => {
    const { user } = renderLibrary({
      "/api/media": (init) =>
        init?.method === "POST"
          ? json(
              {
                message: "Only JPEG, PNG, WebP and AVIF images can be uploaded",
                errors: { file: ["Only JPEG, PNG, WebP and AVIF images can be uploaded"] },
              },
              400,
            )
          : json([]),
    });
    await screen.findByText("No images uploaded yet.");
    await user.upload(screen.getByLabelText("Image"), png());
    await user.type(screen.getByLabelText("Alt text"), "Notes");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await expectToast({ title: "Error", description: "Only JPEG, PNG, WebP and AVIF images can be uploaded", variant: "destructive" });
    expect(screen.getByLabelText("Image")).toHaveAttribute("aria-invalid", "true");
  });

  it("says which posts still use an image when Delete is refused", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = renderLibrary({
      "/api/media/5": () =>
        json(
          {
            message: 'This image is used in "Winter lighting". Remove it from that post first.',
            usedIn: [{ id: 1, title: "Winter lighting" }],
          },
          409,
        ),
      "/api/media": () => json([item({ usedIn: [{ id: 1, title: "Winter lighting" }] })]),
    });
    await user.click(await screen.findByRole("button", { name: "Delete garage.jpg" }));
    expect(window.confirm).toHaveBeenCalledWith("Are you sure you want to delete this image?");
    await expectToast({
      title: "Error",
      description: 'This image is used in "Winter lighting". Remove it from that post first.',
      variant: "destructive",
    });
  });

  it("deletes an unused image after confirmation", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { fetchMock, user } = renderLibrary({
      "/api/media/5": () => json({ id: 5 }),
      "/api/media": () => json([item()]),
    });
    await user.click(await screen.findByRole("button", { name: "Delete garage.jpg" }));
    await expectToast({ title: "Success", description: "Image deleted successfully" });
    expect(calls(fetchMock, "DELETE")).toHaveLength(1);
  });

  it("saves a corrected alt text, refusing an empty one", async () => {
    const { fetchMock, user } = renderLibrary({
      "/api/media/5": () => json(item({ alt: "A floodlight above a garage door" })),
      "/api/media": () => json([item()]),
    });
    const altField = await screen.findByLabelText("Alt text", { selector: "li input" });
    await user.clear(altField);
    await user.click(screen.getByRole("button", { name: "Save alt text" }));
    expect(await screen.findByText("Alt text is required")).toBeInTheDocument();
    await user.type(altField, "A floodlight above a garage door");
    await user.click(screen.getByRole("button", { name: "Save alt text" }));
    await expectToast({ title: "Success", description: "Alt text updated successfully" });
    const [sent] = calls(fetchMock, "PATCH");
    expect(JSON.parse(sent!.init.body as string)).toEqual({ alt: "A floodlight above a garage door" });
  });
});
