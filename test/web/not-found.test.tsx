import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "./render";

describe("unknown routes", () => {
  it("render the not-found screen with the spec's words", async () => {
    await renderRoute("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });
});
