import type { ButtonHTMLAttributes } from "react";

/** The search of the address a button shows: names and values, an undefined value left out. */
export type AddressSearch = Readonly<Record<string, string | number | undefined>>;

type AddressButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type" | "form"> & {
  /** The page's path, as the Worker serves it. */
  path: string;
  search: AddressSearch;
  /** The app's own move to that address, once it has taken the page over. */
  onShow: () => void;
};

/**
 * A button that shows this page at another address of its own (a filter, a page of a list).
 * Before the app has taken the served page over (or without JavaScript) it submits a GET form to
 * that address, which the Worker renders; once the app has, the click is the app's own move and
 * the form is not sent. docs/decisions/0031-served-page-buttons.md
 */
export function AddressButton({ path, search, onShow, ...button }: AddressButtonProps) {
  return (
    <form method="get" action={path} className="contents">
      {Object.entries(search).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <button
        {...button}
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onShow();
        }}
      />
    </form>
  );
}
