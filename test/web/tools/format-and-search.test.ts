import { describe, expect, it } from "vitest";

import {
  checkedIdsParam,
  costEstimatorSearch,
  coverageSearch,
  DEFAULT_COST_SEARCH,
  parseCheckedIds,
  assessmentSearch,
} from "../../../web/tools/search";

describe("the tools' addresses", () => {
  it("fall back to the defaults for anything missing or out of range", () => {
    expect(costEstimatorSearch({})).toEqual(DEFAULT_COST_SEARCH);
    expect(costEstimatorSearch({ cameras: 17, cameraType: "8k", monitoring: 3, nightVision: "maybe", calculated: 2 })).toEqual(
      DEFAULT_COST_SEARCH,
    );
    expect(costEstimatorSearch({ cameras: 8, cameraType: "4k", aiDetection: true, calculated: 1 })).toMatchObject({
      cameras: 8,
      cameraType: "4k",
      aiDetection: true,
      calculated: 1,
    });
  });

  it("keep square footage only when it is a positive number", () => {
    expect(coverageSearch({}).squareFootage).toBeUndefined();
    expect(coverageSearch({ squareFootage: 0 }).squareFootage).toBeUndefined();
    expect(coverageSearch({ squareFootage: "abc" }).squareFootage).toBeUndefined();
    expect(coverageSearch({ squareFootage: 3200 }).squareFootage).toBe(3200);
    expect(coverageSearch({ stories: 5, entryPoints: 0 })).toMatchObject({ stories: 1, entryPoints: 2 });
  });

  it("carry the checked assessment items as a list of ids", () => {
    expect(assessmentSearch({ checked: "a-b,c" }).checked).toBe("a-b,c");
    expect(assessmentSearch({ checked: "<script>" }).checked).toBeUndefined();
    expect(parseCheckedIds("a,b,a")).toEqual(["a", "b"]);
    expect(parseCheckedIds(undefined)).toEqual([]);
    expect(checkedIdsParam([])).toBeUndefined();
    expect(checkedIdsParam(["a", "b"])).toBe("a,b");
  });
});
