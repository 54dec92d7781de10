// The editor's toolbar: one tab stop, arrow keys between its buttons (WAI-ARIA toolbar
// pattern), each button named, and the formatting ones saying whether they are on.
import type { LucideIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

import { cn } from "../../../../lib/cn";

export interface ToolbarButton {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Keyboard shortcut, shown in the tooltip. */
  shortcut?: string;
  /** On or off, for buttons that toggle a format; absent for buttons that open a dialog. */
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  /** A gap before this button, between groups. */
  groupStart?: boolean;
}

export function Toolbar({ label, controls, buttons }: { label: string; controls: string; buttons: ToolbarButton[] }) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = buttons.map((button, index) => (button.disabled ? -1 : index)).filter((index) => index >= 0);
  const tabStop = focusable.includes(current) ? current : (focusable[0] ?? 0);

  const move = (event: KeyboardEvent) => {
    const at = focusable.indexOf(tabStop);
    const next =
      event.key === "ArrowRight"
        ? focusable[(at + 1) % focusable.length]
        : event.key === "ArrowLeft"
          ? focusable[(at - 1 + focusable.length) % focusable.length]
          : event.key === "Home"
            ? focusable[0]
            : event.key === "End"
              ? focusable.at(-1)
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1 border-b border-slate-300 bg-slate-50 p-1.5"
    >
      {buttons.map(({ id, label: name, icon: Icon, shortcut, pressed, disabled, onPress, groupStart }, index) => (
        <button
          key={id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          aria-label={name}
          aria-pressed={pressed}
          title={shortcut ? `${name} (${shortcut})` : name}
          disabled={disabled}
          tabIndex={index === tabStop ? 0 : -1}
          // Keep the editor's selection: the button acts on it.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={onPress}
          className={cn(
            "inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-200 disabled:opacity-40",
            pressed && "bg-navy-900 text-white hover:bg-navy-800",
            groupStart && "ml-2",
          )}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {id === "source" && <span className="ml-1.5">{name}</span>}
        </button>
      ))}
    </div>
  );
}
