import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { useHydrated, useServedThenLive } from "../../web/lib/use-hydrated";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Renders `Screen` on the "server", then hydrates that markup; returns what each render showed. */
function serveThenHydrate(Screen: (props: { renders: string[] }) => React.ReactNode) {
  const served: string[] = [];
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Screen renders={served} />);
  document.body.append(container);
  const renders: string[] = [];
  act(() => {
    root = hydrateRoot(container, <Screen renders={renders} />);
  });
  return { served, renders, text: container.textContent };
}

describe("useServedThenLive", () => {
  const ShowAddress = ({ bare, renders }: { bare: boolean; renders: string[] }) => {
    const applied = useServedThenLive(bare, true);
    renders.push(String(applied));
    return <p>{applied ? "address applied" : "defaults"}</p>;
  };

  it("renders once when the live value is what the markup was served with", () => {
    const { served, renders, text } = serveThenHydrate(({ renders }) => <ShowAddress bare renders={renders} />);
    expect(served).toEqual(["true"]);
    expect(renders).toEqual(["true"]);
    expect(text).toBe("address applied");
  });

  it("hydrates with the served value, then renders the live one", () => {
    const { served, renders, text } = serveThenHydrate(({ renders }) => <ShowAddress bare={false} renders={renders} />);
    expect(served).toEqual(["false"]);
    expect(renders).toEqual(["false", "true"]);
    expect(text).toBe("address applied");
  });
});

describe("useHydrated", () => {
  it("is false while hydrating and true right after", () => {
    const Flag = ({ renders }: { renders: string[] }) => {
      const hydrated = useHydrated();
      renders.push(String(hydrated));
      return <button disabled={!hydrated}>Send</button>;
    };
    const { served, renders } = serveThenHydrate(Flag);
    expect(served).toEqual(["false"]);
    expect(renders).toEqual(["false", "true"]);
    expect(document.querySelector("button")?.disabled).toBe(false);
  });
});
