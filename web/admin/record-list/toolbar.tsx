// The search box, the one select and the CSV link above the contact and camera lists.
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { MouseEvent } from "react";

import { ERROR_TEXTS } from "../../../worker/shared/errors";
import { toast } from "../../components/toast/store";
import { adminStatusQuery } from "../../queries/auth";
import { signInAgain } from "../mutations";
import { ADMIN_TEXT, FRESH_SIGN_IN_REDIRECT_MS } from "../texts";
import { SelectField, TextField } from "../../components/form/fields";
import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { pluralWord } from "../../lib/plural";

export interface FilterSelect {
  label: string;
  placeholder: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface FilterBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** One or two selects beside the search box. */
  selects: readonly FilterSelect[];
}

export function FilterBar({ search, onSearchChange, selects }: FilterBarProps) {
  return (
    <div
      role="search"
      className={cn(
        "mb-4 grid gap-3",
        selects.length > 1 ? "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem]" : "sm:grid-cols-[minmax(0,1fr)_14rem]",
      )}
    >
      <TextField
        label="Search"
        type="search"
        maxLength={200}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        className={cn(selects.length > 1 && "sm:col-span-2 lg:col-span-1")}
      />
      {selects.map((select) => (
        <SelectField
          key={select.label}
          label={select.label}
          placeholder={select.placeholder}
          options={select.options}
          value={select.value}
          onChange={(event) => select.onChange(event.target.value)}
        />
      ))}
    </div>
  );
}

/** The export address: the list's own filter as query parameters, the empty ones left out. */
export function exportHref(path: string, filter: Record<string, string>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    const trimmed = value.trim();
    if (trimmed) params.set(name, trimmed);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A plain download link: the browser sends the session cookie and saves the file. Personal data
 * leaves only after a recent sign-in (R25): past it, the click sends the person through the
 * provider first and back here, to click again.
 */
export function ExportCsvLink({ path, filter }: { path: string; filter: Record<string, string> }) {
  const status = useQuery(adminStatusQuery);
  // Unknown (the status not read yet): the server still checks, and answers 403 in words.
  const freshUntil = status.data?.freshUntil ? Date.parse(status.data.freshUntil) : Number.POSITIVE_INFINITY;
  const onClick = (event: MouseEvent) => {
    if (Date.now() <= freshUntil) return;
    event.preventDefault();
    toast({ title: ADMIN_TEXT.signInAgainTitle, description: ERROR_TEXTS.signInAgain });
    signInAgain(FRESH_SIGN_IN_REDIRECT_MS, { fresh: true });
  };
  return (
    <a href={exportHref(path, filter)} download onClick={onClick} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <Download aria-hidden className="h-4 w-4" />
      Export CSV
    </a>
  );
}

/** "3 submissions", or "1 of 3 submissions" while a filter is on. */
export function ResultCount({ shown, total, noun }: { shown: number; total: number; noun: { one: string; other: string } }) {
  const word = pluralWord(total, noun.one, noun.other);
  return (
    <p role="status" className="mb-2 text-sm text-slate-600">
      {shown === total ? `${total} ${word}` : `${shown} of ${total} ${word}`}
    </p>
  );
}
