// The coverage calculator's rules (S9): how many cameras a property needs, from its
// type and size, its floors, its entry points and the outdoor areas to watch. Every count and
// threshold is a named constant; the result lists each line that adds cameras.
//
// Stories and entry points apply to commercial properties too. The spec states them in the
// residential sentence, but the screen asks for both inputs whatever the property type, and
// a shop's second floor or extra loading door needs a camera as much as a house's does. The
// commercial base (4) simply starts higher; the additions are the same for both types.
import { plural, pluralWord } from "../lib/plural";
import { formatNumber } from "../lib/numbers";

export const PROPERTY_TYPES = {
  residential: {
    label: "Residential",
    baseCameras: 2,
    /** Strictly above each threshold, add its cameras. */
    sizeSteps: [
      { aboveSqFt: 3000, cameras: 2 },
      { aboveSqFt: 5000, cameras: 2 },
    ],
  },
  commercial: {
    label: "Commercial",
    baseCameras: 4,
    sizeSteps: [
      { aboveSqFt: 5000, cameras: 4 },
      { aboveSqFt: 10000, cameras: 4 },
    ],
  },
} as const;
export type PropertyType = keyof typeof PROPERTY_TYPES;
export const PROPERTY_TYPE_IDS = Object.keys(PROPERTY_TYPES) as [PropertyType, ...PropertyType[]];
export const DEFAULT_PROPERTY_TYPE: PropertyType = "residential";

export const STORIES = { min: 1, max: 4, default: 1 } as const;
/** One camera for each story above the first: + (stories − 1). */
export const CAMERAS_PER_EXTRA_STORY = 1;

export const ENTRY_POINTS = { min: 1, max: 10, default: 2 } as const;
/** The base count covers this many entry points; each further one adds a camera: + (entryPoints − 2). */
export const ENTRY_POINTS_IN_BASE = 2;
export const CAMERAS_PER_EXTRA_ENTRY_POINT = 1;

/** Outdoor areas and the cameras each adds. */
export const AREAS = {
  frontYard: { label: "Front yard", cameras: 1 },
  backYard: { label: "Back yard", cameras: 1 },
  sideYards: { label: "Side yards", cameras: 2 },
  garage: { label: "Garage", cameras: 1 },
  pool: { label: "Pool", cameras: 1 },
  parking: { label: "Parking area", cameras: 2 },
  driveway: { label: "Driveway", cameras: 0 },
} as const;
export type AreaId = keyof typeof AREAS;
export const AREA_IDS = Object.keys(AREAS) as AreaId[];

/** More cameras than this, and the result recommends central monitoring. */
export const CENTRAL_MONITORING_THRESHOLD = 8;
export const CENTRAL_MONITORING_NOTE = `With more than ${CENTRAL_MONITORING_THRESHOLD} cameras, plan for central monitoring: one network video recorder and a single viewing station (or app) where every camera can be watched and searched together.`;

/** Each camera's field of view, in degrees. */
export const CAMERA_VIEW_DEGREES = { min: 90, max: 120 } as const;
export const COVERAGE_NOTES = [
  `Each camera covers about a ${CAMERA_VIEW_DEGREES.min} to ${CAMERA_VIEW_DEGREES.max} degree view.`,
  "Aim neighboring cameras so their views overlap slightly, leaving no blind spot between them.",
] as const;

export const SQUARE_FOOTAGE_REQUIRED = "Please enter property square footage";

/** The calculator's inputs; web/tools/search.ts reads them from the address within these limits. */
export type CoverageInput = {
  propertyType: PropertyType;
  squareFootage: number;
  stories: number;
  entryPoints: number;
} & Record<AreaId, boolean>;

/** The inputs before the visitor changes anything; square footage has no default. */
export const DEFAULT_COVERAGE_INPUT: Omit<CoverageInput, "squareFootage"> = {
  propertyType: DEFAULT_PROPERTY_TYPE,
  stories: STORIES.default,
  entryPoints: ENTRY_POINTS.default,
  ...(Object.fromEntries(AREA_IDS.map((area) => [area, false])) as Record<AreaId, boolean>),
};

export interface CoverageLine {
  id: string;
  label: string;
  cameras: number;
}

export interface CoverageResult {
  lines: CoverageLine[];
  totalCameras: number;
  centralMonitoring: boolean;
  /** The coverage notes, plus the central-monitoring note when it applies. */
  notes: string[];
}

/** The camera count for valid inputs (see coverageInputSchema). */
export function calculateCoverage(input: CoverageInput): CoverageResult {
  const type = PROPERTY_TYPES[input.propertyType];
  const lines: CoverageLine[] = [{ id: "base", label: `${type.label} base coverage`, cameras: type.baseCameras }];
  for (const step of type.sizeSteps) {
    if (input.squareFootage > step.aboveSqFt) {
      lines.push({ id: `above-${step.aboveSqFt}`, label: `Over ${formatNumber(step.aboveSqFt)} sq ft`, cameras: step.cameras });
    }
  }
  const extraStories = Math.max(0, input.stories - STORIES.min);
  if (extraStories > 0) {
    lines.push({
      id: "stories",
      label: `Upper ${pluralWord(extraStories, "story", "stories")} (${plural(input.stories, "story", "stories")} in all)`,
      cameras: extraStories * CAMERAS_PER_EXTRA_STORY,
    });
  }
  const extraEntryPoints = Math.max(0, input.entryPoints - ENTRY_POINTS_IN_BASE);
  if (extraEntryPoints > 0) {
    lines.push({
      id: "entry-points",
      label: `Entry points beyond the first ${ENTRY_POINTS_IN_BASE} (${plural(input.entryPoints, "entry point")} in all)`,
      cameras: extraEntryPoints * CAMERAS_PER_EXTRA_ENTRY_POINT,
    });
  }
  for (const area of AREA_IDS) {
    if (input[area]) lines.push({ id: area, label: AREAS[area].label, cameras: AREAS[area].cameras });
  }
  const totalCameras = lines.reduce((sum, item) => sum + item.cameras, 0);
  const centralMonitoring = totalCameras > CENTRAL_MONITORING_THRESHOLD;
  return {
    lines,
    totalCameras,
    centralMonitoring,
    notes: [...COVERAGE_NOTES, ...(centralMonitoring ? [CENTRAL_MONITORING_NOTE] : [])],
  };
}

/** A plain-text summary for the quote request's message field. */
export function coverageSummary(input: CoverageInput, result: CoverageResult = calculateCoverage(input)): string {
  const areas = AREA_IDS.filter((area) => input[area]).map((area) => AREAS[area].label.toLowerCase());
  const property = [
    `${PROPERTY_TYPES[input.propertyType].label.toLowerCase()} property`,
    `${formatNumber(input.squareFootage)} sq ft`,
    plural(input.stories, "story", "stories"),
    plural(input.entryPoints, "entry point"),
  ];
  const areaText = areas.length > 0 ? `; areas: ${areas.join(", ")}` : "";
  return `Coverage plan: ${property.join(", ")}${areaText}; recommended ${plural(result.totalCameras, "camera")}. Please send me a quote for the installation.`;
}
