import { describe, expect, it } from "vitest";

import {
  AREA_IDS,
  AREAS,
  calculateCoverage,
  CENTRAL_MONITORING_NOTE,
  CENTRAL_MONITORING_THRESHOLD,
  COVERAGE_NOTES,
  coverageSummary,
  DEFAULT_COVERAGE_INPUT,
  SQUARE_FOOTAGE_REQUIRED,
  type CoverageInput,
} from "../../../web/tools/coverage-calculator";
import { coverageSearch, DEFAULT_COVERAGE_SEARCH } from "../../../web/tools/search";

const residential = (patch: Partial<CoverageInput> = {}): CoverageInput => ({ ...DEFAULT_COVERAGE_INPUT, squareFootage: 1500, ...patch });
const commercial = (patch: Partial<CoverageInput> = {}) => residential({ propertyType: "commercial", ...patch });
const total = (input: CoverageInput) => calculateCoverage(input).totalCameras;

describe("square footage (strictly above each threshold)", () => {
  it.each([
    [1, 2],
    [3000, 2],
    [3001, 4],
    [5000, 4],
    [5001, 6],
    [10000, 6],
    [10001, 6],
  ])("residential, %i sq ft: %i cameras", (squareFootage, cameras) => {
    expect(total(residential({ squareFootage }))).toBe(cameras);
  });

  it.each([
    [1, 4],
    [3000, 4],
    [3001, 4],
    [5000, 4],
    [5001, 8],
    [10000, 8],
    [10001, 12],
  ])("commercial, %i sq ft: %i cameras", (squareFootage, cameras) => {
    expect(total(commercial({ squareFootage }))).toBe(cameras);
  });

  it("lists the base and each size step as breakdown lines", () => {
    expect(calculateCoverage(residential({ squareFootage: 6000 })).lines).toEqual([
      { id: "base", label: "Residential base coverage", cameras: 2 },
      { id: "above-3000", label: "Over 3,000 sq ft", cameras: 2 },
      { id: "above-5000", label: "Over 5,000 sq ft", cameras: 2 },
    ]);
    expect(calculateCoverage(commercial({ squareFootage: 12000 })).lines).toEqual([
      { id: "base", label: "Commercial base coverage", cameras: 4 },
      { id: "above-5000", label: "Over 5,000 sq ft", cameras: 4 },
      { id: "above-10000", label: "Over 10,000 sq ft", cameras: 4 },
    ]);
  });
});

describe("stories and entry points (both property types)", () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 3],
  ])("%i stor(ies) add %i camera(s)", (stories, added) => {
    expect(total(residential({ stories }))).toBe(2 + added);
    expect(total(commercial({ stories }))).toBe(4 + added);
  });

  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [10, 8],
  ])("%i entry point(s) add %i camera(s)", (entryPoints, added) => {
    expect(total(residential({ entryPoints }))).toBe(2 + added);
    expect(total(commercial({ entryPoints }))).toBe(4 + added);
  });

  it("shows the story and entry point lines only when they add cameras", () => {
    const ids = (input: CoverageInput) => calculateCoverage(input).lines.map((line) => line.id);
    expect(ids(residential({ stories: 1, entryPoints: 2 }))).toEqual(["base"]);
    expect(calculateCoverage(residential({ stories: 4, entryPoints: 10 })).lines.slice(1)).toEqual([
      { id: "stories", label: "Upper stories (4 stories in all)", cameras: 3 },
      { id: "entry-points", label: "Entry points beyond the first 2 (10 entry points in all)", cameras: 8 },
    ]);
  });
});

describe("outdoor areas", () => {
  it.each([
    ["frontYard", 1],
    ["backYard", 1],
    ["sideYards", 2],
    ["garage", 1],
    ["pool", 1],
    ["parking", 2],
    ["driveway", 0],
  ] as const)("%s adds %i camera(s)", (area, added) => {
    expect(AREAS[area].cameras).toBe(added);
    const result = calculateCoverage(residential({ [area]: true }));
    expect(result.totalCameras).toBe(2 + added);
    expect(result.lines.at(-1)).toEqual({ id: area, label: AREAS[area].label, cameras: added });
  });

  it("adds every area together: +8", () => {
    const all = Object.fromEntries(AREA_IDS.map((area) => [area, true]));
    expect(total(residential(all))).toBe(2 + 8);
  });
});

describe("the notes", () => {
  it("always gives the coverage notes: a 90 to 120 degree view and slight overlap", () => {
    const { notes } = calculateCoverage(residential());
    expect(notes).toEqual([...COVERAGE_NOTES]);
    expect(notes.join(" ")).toContain("90 to 120 degree");
    expect(notes.join(" ")).toMatch(/overlap slightly/);
  });

  it.each([
    // residential base 2 + (entry points - 2): 8 entry points → 8 cameras, 9 → 9
    [8, 8, false],
    [9, 9, true],
  ])("%i entry points give %i cameras, central monitoring: %s", (entryPoints, cameras, central) => {
    const result = calculateCoverage(residential({ entryPoints }));
    expect(CENTRAL_MONITORING_THRESHOLD).toBe(8);
    expect(result.totalCameras).toBe(cameras);
    expect(result.centralMonitoring).toBe(central);
    expect(result.notes.includes(CENTRAL_MONITORING_NOTE)).toBe(central);
  });
});

it("adds everything up for a large two-story commercial site", () => {
  // 4 base + 4 (>5,000) + 4 (>10,000) + 1 (2 stories) + 4 (6 entry points) + 2 parking + 0 driveway
  const result = calculateCoverage(commercial({ squareFootage: 12000, stories: 2, entryPoints: 6, parking: true, driveway: true }));
  expect(result.totalCameras).toBe(19);
  expect(result.lines.reduce((sum, line) => sum + line.cameras, 0)).toBe(19);
  expect(result.centralMonitoring).toBe(true);
});

it("summarises a plan for the quote request", () => {
  expect(coverageSummary(residential({ squareFootage: 3200, stories: 2, entryPoints: 4, frontYard: true, backYard: true }))).toBe(
    "Coverage plan: residential property, 3,200 sq ft, 2 stories, 4 entry points; areas: front yard, back yard; recommended 9 cameras. Please send me a quote for the installation.",
  );
});

describe("reading the calculator's inputs from its address (coverageSearch, as the screen does)", () => {
  /** Every field away from its default, so a value that falls back is seen to. */
  const chosen = commercial({ squareFootage: 4200, stories: 3, entryPoints: 5, pool: true, driveway: true });
  const read = (patch: Record<string, unknown>) => coverageSearch({ ...chosen, ...patch });

  it("keeps valid inputs and the limits", () => {
    expect(read({})).toEqual({ ...chosen, calculated: undefined });
    for (const patch of [{ stories: 1 }, { stories: 4 }, { entryPoints: 1 }, { entryPoints: 10 }, { squareFootage: 0.5 }]) {
      expect(read(patch)).toMatchObject(patch);
    }
  });

  it.each([
    ["a missing square footage", { squareFootage: undefined }],
    ["0 sq ft", { squareFootage: 0 }],
    ["negative square footage", { squareFootage: -100 }],
    ["square footage as words", { squareFootage: "large" }],
  ])("leaves %s unset, so Calculate asks for it", (_name, patch) => {
    expect(read(patch).squareFootage).toBeUndefined();
  });

  it.each([
    ["0 stories", { stories: 0 }, "stories"],
    ["5 stories", { stories: 5 }, "stories"],
    ["1.5 stories", { stories: 1.5 }, "stories"],
    ["0 entry points", { entryPoints: 0 }, "entryPoints"],
    ["11 entry points", { entryPoints: 11 }, "entryPoints"],
    ["2.5 entry points", { entryPoints: 2.5 }, "entryPoints"],
    ["an unknown property type", { propertyType: "industrial" }, "propertyType"],
    ["an area that is not a boolean", { pool: "yes" }, "pool"],
  ] as const)("replaces %s with the default", (_name, patch, field) => {
    expect(read(patch)[field]).toBe(DEFAULT_COVERAGE_SEARCH[field]);
    expect(read(patch)[field]).not.toBe(chosen[field]);
  });

  it("asks for a missing square footage in the spec's words", () => {
    expect(SQUARE_FOOTAGE_REQUIRED).toBe("Please enter property square footage");
  });
});
