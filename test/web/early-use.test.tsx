// What the visitor does on the served page before the app is live (web/lib/early-use.ts): held by
// the page's first script, handed to the app once it is. The app here is a small React form
// rendered to HTML and hydrated as the site's pages are.
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { holdEarlyUse, replayEarlyUse } from "../../web/lib/early-use";

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = "";
});

/** The app is live: what was held is handed to it (in a microtask, outside React's commit). */
async function replayed() {
  replayEarlyUse();
  await Promise.resolve();
}

describe("clicks before the app is live", () => {
  function servedButtons() {
    document.body.innerHTML = `<div id="root">
      <button type="button" id="menu">Open menu</button><button type="button" id="gone">Gone</button>
      <button type="button" id="off" disabled>Off</button><a href="#x" id="link">Link</a>
      <form action="/blog"><button id="send">Next</button></form>
    </div><button type="button" id="outside">Outside</button>`;
    const root = document.getElementById("root")!;
    root.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    const byId = (id: string) => document.getElementById(id)!;
    return { root, byId };
  }

  it("are made again, in order, once the app is live, on the buttons still there and enabled that do nothing by themselves", async () => {
    const { root, byId } = servedButtons();
    holdEarlyUse(root);
    byId("menu").click();
    byId("gone").click();
    byId("link").click();
    byId("send").click(); // sends its form without the app: not made again
    byId("outside").click();
    byId("menu").click();
    byId("off").removeAttribute("disabled");
    byId("off").click();
    byId("off").setAttribute("disabled", "");
    byId("gone").remove();

    // The app attaches its handlers, then is live.
    const clicked: string[] = [];
    for (const id of ["menu", "gone", "off", "outside", "link", "send"]) byId(id)?.addEventListener("click", () => clicked.push(id));
    document.getElementById("gone")?.addEventListener("click", () => clicked.push("gone"));
    await replayed();
    expect(clicked).toEqual(["menu", "menu"]);

    // Later clicks are the app's own: none is held or made twice.
    clicked.length = 0;
    byId("menu").click();
    await replayed();
    expect(clicked).toEqual(["menu"]);
  });

  it("are held at most ten at a time", async () => {
    const { root, byId } = servedButtons();
    holdEarlyUse(root);
    for (let tap = 0; tap < 25; tap++) byId("menu").click();
    let made = 0;
    byId("menu").addEventListener("click", () => made++);
    await replayed();
    expect(made).toBe(10);
  });
});

interface Inputs {
  cameras: string;
  kind: string;
  night: boolean;
  note: string;
  site: string;
}

/** A planning tool as the site's are: controlled fields, sent by the app (its form has no action). */
function Tool({ changed, sent }: { changed: string[]; sent: Inputs[] }) {
  const [inputs, setInputs] = useState<Inputs>({ cameras: "4", kind: "hd", night: false, note: "", site: "home" });
  const set = (name: keyof Inputs, value: string | boolean) => {
    changed.push(name);
    setInputs((before) => ({ ...before, [name]: value }));
  };
  return (
    <form
      aria-label="Tool"
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(inputs);
      }}
    >
      <input aria-label="Cameras" type="number" value={inputs.cameras} onChange={(event) => set("cameras", event.target.value)} />
      <select aria-label="Kind" value={inputs.kind} onChange={(event) => set("kind", event.target.value)}>
        <option value="hd">HD</option>
        <option value="4k">4K</option>
      </select>
      <input aria-label="Night vision" type="checkbox" checked={inputs.night} onChange={(event) => set("night", event.target.checked)} />
      <textarea aria-label="Note" value={inputs.note} onChange={(event) => set("note", event.target.value)} />
      {["home", "business"].map((site) => (
        <input key={site} aria-label={site} type="radio" name="site" checked={inputs.site === site} onChange={() => set("site", site)} />
      ))}
      <button type="submit">Calculate</button>
    </form>
  );
}

/** The tool as served: its markup in the page's root, the first script holding what is done on it. */
function servedTool() {
  const changed: string[] = [];
  const sent: Inputs[] = [];
  const root = document.createElement("div");
  root.id = "root";
  root.innerHTML = renderToString(<Tool changed={[]} sent={[]} />);
  document.body.append(root);
  holdEarlyUse(root);
  const field = <T extends HTMLElement>(label: string) => root.querySelector<T>(`[aria-label="${label}"]`)!;
  const goLive = async () => {
    act(() => {
      hydrated = hydrateRoot(root, <Tool changed={changed} sent={sent} />);
    });
    await act(replayed);
  };
  return { root, field, goLive, changed, sent };
}

describe("fields changed before the app is live", () => {
  it("reach the app as the visitor left them, and Calculate pressed meanwhile sends them once", async () => {
    const { field, goLive, changed, sent } = servedTool();
    field<HTMLInputElement>("Cameras").value = "7";
    field<HTMLSelectElement>("Kind").value = "4k";
    field<HTMLInputElement>("Night vision").click();
    field<HTMLTextAreaElement>("Note").value = "The side gate";
    field<HTMLInputElement>("business").click();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    field<HTMLFormElement>("Tool").dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // not sent by the browser with nothing the app reads
    field<HTMLFormElement>("Tool").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })); // pressed twice

    await goLive();
    const expected = { cameras: "7", kind: "4k", night: true, note: "The side gate", site: "business" };
    expect(sent).toEqual([expected]);
    expect(changed.sort()).toEqual(["cameras", "kind", "night", "note", "site"]);
    expect(field<HTMLInputElement>("Cameras").value).toBe("7");
    expect(field<HTMLSelectElement>("Kind").value).toBe("4k");
    expect(field<HTMLInputElement>("Night vision").checked).toBe(true);
    expect(field<HTMLInputElement>("home").checked).toBe(false);
  });

  it("are the only ones reported, and a field set back to what was served is not one", async () => {
    const { field, goLive, changed, sent } = servedTool();
    field<HTMLInputElement>("Cameras").value = "9";
    field<HTMLInputElement>("Cameras").value = "4";
    field<HTMLTextAreaElement>("Note").value = "Porch";
    await goLive();
    expect(changed).toEqual(["note"]);
    expect(sent).toEqual([]);
  });

  it("leave the app's own afterwards: nothing is held once it is live", async () => {
    const { field, goLive, changed, sent } = servedTool();
    await goLive();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    act(() => {
      field<HTMLFormElement>("Tool").dispatchEvent(submit);
    });
    expect(sent).toHaveLength(1);
    await act(replayed);
    expect(sent).toHaveLength(1);
    expect(changed).toEqual([]);
  });

  it("a form with an address of its own is sent by the browser, not held", () => {
    const root = document.createElement("div");
    root.innerHTML = `<form action="/blog" method="get"><button>Next</button></form>`;
    document.body.append(root);
    holdEarlyUse(root);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    root.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
