import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AddressButton } from "../../web/components/address-button";

let listening = new AbortController();
afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.innerHTML = "";
});

/** The addresses the page's forms would be sent to, as the browser would build them. */
function watchSubmits() {
  const sent: string[] = [];
  document.addEventListener(
    "submit",
    (event) => {
      event.preventDefault(); // jsdom does not navigate
      const form = event.target as HTMLFormElement;
      const query = new URLSearchParams(new FormData(form, event.submitter) as unknown as Record<string, string>).toString();
      sent.push(`${form.getAttribute("method")} ${form.getAttribute("action")}?${query}`);
    },
    listening,
  );
  return sent;
}

const button = (onShow = () => {}) => (
  <AddressButton path="/calendar" search={{ neighborhood: "Canton", eventType: undefined, page: 2 }} aria-pressed={false} onShow={onShow}>
    Past
  </AddressButton>
);

describe("AddressButton", () => {
  it("is served as a button that sends a GET form to its address, undefined values left out", async () => {
    const sent = watchSubmits();
    document.body.innerHTML = renderToString(button());
    const served = screen.getByRole("button", { name: "Past" });
    expect(served).toHaveAttribute("type", "submit");
    expect(served).toHaveAttribute("aria-pressed", "false");
    // No app yet: the browser's own submit.
    await userEvent.click(served);
    expect(sent).toEqual(["get /calendar?neighborhood=Canton&page=2"]);
  });

  it("once the app runs, the click is the app's move and no form is sent", async () => {
    const sent = watchSubmits();
    const onShow = vi.fn();
    render(button(onShow));
    await act(() => userEvent.click(screen.getByRole("button", { name: "Past" })));
    expect(onShow).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });

  it("a disabled button neither sends nor moves", async () => {
    const sent = watchSubmits();
    const onShow = vi.fn();
    render(
      <AddressButton path="/blog" search={{}} disabled onShow={onShow}>
        Next
      </AddressButton>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onShow).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
