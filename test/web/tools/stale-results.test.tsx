// A planning tool never shows a result its boxes no longer say: an empty or out-of-limits
// number refuses to calculate and takes away a result shown before.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../render";

const estimate = () => screen.queryByRole("region", { name: "Your Estimate" });
const plan = () => screen.queryByRole("region", { name: "Your Coverage Plan" });

describe("cost estimator", () => {
  it("refuses to price an empty camera count, with the error on the box", async () => {
    const user = userEvent.setup();
    await renderRoute("/cost-estimator");
    const cameras = await screen.findByLabelText("Number of cameras");
    await user.clear(cameras);
    await user.click(screen.getByRole("button", { name: "Calculate" }));

    expect(screen.getByText("Enter a whole number from 1 to 16.")).toBeInTheDocument();
    expect(cameras).toHaveFocus();
    expect(cameras).toHaveValue(null);
    expect(estimate()).not.toBeInTheDocument();
    expect(screen.queryByText("$2,020")).not.toBeInTheDocument();
  });

  it.each([["0"], ["17"], ["2.5"], [""]])("takes the result away when the count becomes %j", async (entry) => {
    const user = userEvent.setup();
    const { router } = await renderRoute("/cost-estimator");
    await user.click(await screen.findByRole("button", { name: "Calculate" }));
    expect(await screen.findByRole("region", { name: "Your Estimate" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: /Request a Quote/ })).toBeInTheDocument();

    // The box goes straight from the old count to the new entry, as a paste or a spinner would.
    const cameras = screen.getByLabelText("Number of cameras");
    fireEvent.change(cameras, { target: { value: entry } });
    fireEvent.blur(cameras);

    expect(estimate()).not.toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryByRole("link", { name: /Request a Quote/ })).not.toBeInTheDocument();
    expect(screen.queryByText("$2,020")).not.toBeInTheDocument();
    // Nor does the address keep the result for someone it is sent to.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("calculated"));
  });

  it("shows the new result once a valid count is calculated again", async () => {
    const user = userEvent.setup();
    await renderRoute("/cost-estimator");
    await user.click(await screen.findByRole("button", { name: "Calculate" }));
    const cameras = screen.getByLabelText("Number of cameras");
    await user.clear(cameras);
    await user.type(cameras, "2");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const section = await screen.findByRole("region", { name: "Your Estimate" });
    // 2 × ($250 + $175 + $50 + $30)
    expect(section).toHaveTextContent("$1,010");
  });
});

describe("coverage calculator", () => {
  it.each([["Number of stories"], ["Entry points"]])("refuses to calculate with %s empty", async (label) => {
    const user = userEvent.setup();
    await renderRoute("/coverage-calculator");
    await user.type(await screen.findByLabelText("Square footage"), "2000");
    const box = screen.getByLabelText(label);
    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Calculate" }));

    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/Enter a whole number from 1 to/);
    expect(plan()).not.toBeInTheDocument();
  });

  it.each([
    ["Square footage", "-5"],
    ["Square footage", ""],
    ["Number of stories", "9"],
    ["Entry points", "0"],
  ])("takes the plan away when %s becomes %j", async (label, entry) => {
    await renderRoute("/coverage-calculator?squareFootage=2000&calculated=1");
    expect(await screen.findByRole("region", { name: "Your Coverage Plan" })).toBeInTheDocument();

    const box = screen.getByLabelText(label);
    fireEvent.change(box, { target: { value: entry } });
    fireEvent.blur(box);
    expect(plan()).not.toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryByRole("link", { name: /Request a Quote/ })).not.toBeInTheDocument();
  });
});
