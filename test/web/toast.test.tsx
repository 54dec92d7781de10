import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toast } from "../../web/components/toast/store";
import Toaster, { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "../../web/components/toast/toaster";

afterEach(() => vi.useRealTimers());

const onScreen = () => document.querySelectorAll("li[data-variant]");

describe("toasts", () => {
  it("use the constants of S9", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(["F8"]);
  });

  it("show one at a time: a new toast replaces the one on screen", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      toast({ title: "Second", description: "More", variant: "destructive" });
    });
    expect(onScreen()).toHaveLength(1);
    expect(onScreen()[0]).toHaveTextContent("Second");
    expect(onScreen()[0]).toHaveAttribute("data-variant", "destructive");
  });

  it("close by themselves after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(onScreen()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onScreen()).toHaveLength(0);
  });

  it("sit in a region at most 420 px wide that F8 focuses", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Hello" });
    });
    const viewport = document.querySelector("ol")!;
    expect(viewport.className).toContain("md:max-w-[420px]");
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(document.activeElement).toBe(viewport);
    expect(screen.getByRole("region")).toHaveAttribute("aria-label", expect.stringContaining("F8"));
  });
});
