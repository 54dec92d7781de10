/** The first thing a keyboard reaches on every page: a way past the header to the page's own content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
