import "@testing-library/jest-dom/vitest";
import { vi } from "vitest";

// jsdom has no layout: scrolling is a no-op the app may call on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
