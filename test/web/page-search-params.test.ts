// The Worker keys a cached page by the address parameters its screen reads (PAGE_SEARCH_PARAMS,
// decision 0053): they must be exactly the ones the screen's route validates, or a filter would be
// answered with another filter's page.
import { describe, expect, it } from "vitest";

import { PAGE_SEARCH_PARAMS } from "../../worker/shared/pages";
import { validateBlogSearch } from "../../web/components/blog/search";
import { Route as CalendarRoute } from "../../web/routes/calendar";

const keysOf = (search: object) => Object.keys(search).sort();

describe("the parameters a cached page is keyed by", () => {
  it("are those the calendar's route reads", () => {
    const validate = CalendarRoute.options.validateSearch as (raw: Record<string, unknown>) => object;
    expect(keysOf(validate({ utm_source: "flyer" }))).toEqual([...PAGE_SEARCH_PARAMS.calendar].sort());
  });

  it("are those the blog list's route reads", () => {
    expect(keysOf(validateBlogSearch({} as Parameters<typeof validateBlogSearch>[0]))).toEqual([...PAGE_SEARCH_PARAMS.blogList].sort());
  });
});
