// The planning tools' number inputs: labelled, enforcing their limits. A value comes from the
// address; the input keeps the visitor's text while it is being typed and passes a value on only
// when it is within the limits.
import { useRef, useState, type ReactNode } from "react";

import { Field } from "../form/fields";
import { controlClass } from "./controls";

export interface NumberLimits {
  min: number;
  /** No upper limit when absent. */
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
}

export type ParsedNumber = { kind: "empty" } | { kind: "invalid" } | { kind: "ok"; value: number };

export function parseNumberText(text: string, limits: NumberLimits): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: "invalid" };
  if (limits.integer && !Number.isInteger(value)) return { kind: "invalid" };
  if (value < limits.min || (limits.max !== undefined && value > limits.max)) return { kind: "invalid" };
  return { kind: "ok", value };
}

export function limitsMessage({ min, max, integer }: NumberLimits): string {
  const kind = integer ? "a whole number" : "a number";
  return max === undefined ? `Enter ${kind} of at least ${min}.` : `Enter ${kind} from ${min} to ${max}.`;
}

const textOf = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * A required number input's text and validity. `value` is the current valid value (from the
 * address). `onValue` receives each new valid value; `onUnusable` is told when the text stops
 * being one (emptied or out of limits), so the screen withdraws a result worked out from the
 * old value. `usable` says whether the box shows a value a result may be computed from: a
 * screen shows its result only while every box is usable, so an empty or invalid entry never
 * leaves a stale result on screen.
 */
export function useNumberText(value: number | undefined, limits: NumberLimits, onValue: (value: number) => void, onUnusable: () => void) {
  const [text, setText] = useState(() => textOf(value));
  // Leaving a box shows an out-of-limits entry's error; Calculate also shows an empty box's.
  const [errorShown, setErrorShown] = useState<"none" | "invalid" | "unusable">("none");
  const inputRef = useRef<HTMLInputElement>(null);
  const parsed = parseNumberText(text, limits);

  // A value set from elsewhere (the address after hydration, a shared link) replaces the text
  // unless the text already says the same (adjusted while rendering, as React advises).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if ((parsed.kind === "ok" ? parsed.value : undefined) !== value) setText(textOf(value));
  }

  const showError = parsed.kind === "invalid" ? errorShown !== "none" : parsed.kind === "empty" && errorShown === "unusable";
  return {
    text,
    parsed,
    usable: parsed.kind === "ok",
    inputRef,
    error: showError ? limitsMessage(limits) : undefined,
    onChange: (next: string) => {
      setText(next);
      const result = parseNumberText(next, limits);
      if (result.kind === "ok") {
        setErrorShown("none");
        if (result.value !== value) onValue(result.value);
      } else {
        onUnusable();
      }
    },
    onBlur: () => {
      setErrorShown((shown) => (shown === "none" ? "invalid" : shown));
    },
    /** Before calculating: shows the error and focuses the field unless it holds a value within limits. */
    check: (): boolean => {
      if (parsed.kind === "ok") return true;
      setErrorShown("unusable");
      inputRef.current?.focus();
      return false;
    },
  };
}

export function NumberField({
  label,
  hint,
  limits,
  state,
  step = 1,
  placeholder,
}: {
  label: string;
  hint?: ReactNode;
  limits: NumberLimits;
  state: ReturnType<typeof useNumberText>;
  step?: number;
  placeholder?: string;
}) {
  return (
    <Field label={label} hint={hint} error={state.error}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={state.inputRef}
          id={id}
          type="number"
          inputMode={limits.integer ? "numeric" : "decimal"}
          min={limits.min}
          max={limits.max}
          step={step}
          placeholder={placeholder}
          value={state.text}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => state.onChange(event.target.value)}
          onBlur={state.onBlur}
          className={controlClass}
        />
      )}
    </Field>
  );
}
