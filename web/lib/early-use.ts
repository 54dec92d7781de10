// What the visitor does on the served page before the app is live, held by the page's first
// script and handed to the app once it is (docs/decisions/0073-kept-pages-start-on-use.md):
// - what they type, tick or choose stays on screen (hydration keeps a field's value), and the
//   app is told of it as if it had been typed then, so what it shows and sends is what they see;
// - clicks on buttons that do nothing by themselves (`type="button"`: the site notice's Dismiss,
//   the narrow screens' menu) are made again, in order;
// - a form the app sends (one without an `action` of its own: a planning tool's Calculate) is
//   sent once the app is live, not by the browser with nothing the app would read.
// A link is followed by the browser, and a form with an `action` is sent by it, as the served
// page's address buttons are (docs/decisions/0031-served-page-buttons.md). The contact and
// registration forms keep their send button disabled until the app is live
// (web/components/form/submit-button.tsx), so the browser never sends what was typed in them.

/** A visitor who taps more than this before the app starts is not waiting for each tap. */
const HELD_AT_MOST = 10;

type HeldAction = { click: HTMLButtonElement } | { submit: HTMLFormElement; submitter: HTMLElement | null };

const held: HeldAction[] = [];
let holding: { root: HTMLElement; stop: AbortController } | undefined;

/** Holds what the visitor does inside `root` until `replayEarlyUse`. */
export function holdEarlyUse(root: HTMLElement): void {
  const stop = new AbortController();
  holding = { root, stop };
  root.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.type === "button" && held.length < HELD_AT_MOST) held.push({ click: button });
    },
    { signal: stop.signal },
  );
  root.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
      event.preventDefault();
      const sending = held.some((action) => "submit" in action && action.submit === form);
      if (!sending && held.length < HELD_AT_MOST) held.push({ submit: form, submitter: event.submitter });
    },
    { signal: stop.signal },
  );
}

/**
 * The app is live: stops holding, tells it of every field whose value is not the one it rendered,
 * then makes again each held click on a button still on the page and enabled, and sends each held
 * form still on it. Called from the root's effect, it does so in a microtask: outside React's
 * commit, where an event on a part of the page not hydrated yet makes React hydrate it first.
 */
export function replayEarlyUse(): void {
  queueMicrotask(replayNow);
}

function replayNow(): void {
  if (!holding) return;
  const { root, stop } = holding;
  stop.abort();
  holding = undefined;
  // Read before any is reported: the app may render again on a report, and put its own values
  // back in the fields it has not been told of yet.
  const changed = [...root.querySelectorAll<FormField>("input, select, textarea")].filter(changedOnScreen);
  for (const [field, shown] of changed.map((field) => [field, shownValue(field)] as const)) reportValue(field, shown);
  for (const action of held.splice(0)) {
    if ("click" in action) {
      if (action.click.isConnected && !action.click.disabled) action.click.click();
    } else if (action.submit.isConnected) {
      const submitter = submitterOf(action.submit, action.submitter);
      if (submitter) action.submit.requestSubmit(submitter);
      else action.submit.requestSubmit();
    }
  }
}

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELDS_WITHOUT_A_TYPED_VALUE = new Set(["hidden", "file", "button", "submit", "reset", "image"]);

/**
 * Whether the field shows something other than what the app rendered. Hydration keeps what the
 * visitor left in a field and writes the app's own value as its default (`defaultValue`,
 * `defaultChecked`); a select's default is its option marked `selected`, or its first.
 */
function changedOnScreen(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    const served = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(served, 0);
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === "checkbox") return field.checked !== field.defaultChecked;
    // A radio group's choice is reported by the radio chosen.
    if (field.type === "radio") return field.checked && !field.defaultChecked;
    if (FIELDS_WITHOUT_A_TYPED_VALUE.has(field.type)) return false;
  }
  return field.value !== field.defaultValue;
}

/** What the field shows: its value, its options chosen, or whether it is ticked. */
type Shown = string | string[] | boolean;

function shownValue(field: FormField): Shown {
  if (field instanceof HTMLSelectElement) return field.multiple ? [...field.selectedOptions].map((option) => option.value) : field.value;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return field.checked;
  return field.value;
}

/**
 * Tells the app of the value the field showed as if the visitor had set it now. The page's content
 * may not be hydrated yet when the app is live (React hydrates a Suspense boundary's content after
 * the root: the router keeps the page in one): an event React listens to makes it hydrate the
 * field's part of the page at once. React calls a field's `onChange` when the value it finds
 * differs from the one it last saw: the field is set to the app's value through React's own
 * setter, to the visitor's through the browser's, and the event React reads that field's changes
 * from is sent.
 */
function reportValue(field: FormField, shown: Shown): void {
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    const chosen = Array.isArray(shown) ? shown : [String(shown)];
    for (const option of field.options) option.selected = chosen.includes(option.value);
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (typeof shown === "boolean" && field instanceof HTMLInputElement) {
    field.checked = !shown;
    field.click();
  } else if (typeof shown === "string") {
    const selection = field === document.activeElement ? selectionOf(field) : undefined;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, shown);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (selection) field.setSelectionRange(selection.start, selection.end);
  }
}

/** Where the caret stands in a field the visitor is typing in, when the field has one. */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): { start: number; end: number } | undefined {
  try {
    const { selectionStart: start, selectionEnd: end } = field;
    return start === null || end === null ? undefined : { start, end };
  } catch {
    return undefined;
  }
}

/** The button that sent a held form, when it still can (`requestSubmit` takes only one of the form's). */
function submitterOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  const canSend =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.type === "submit" &&
    submitter.form === form &&
    !submitter.disabled;
  return canSend ? submitter : null;
}
