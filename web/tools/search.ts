// The planning tools' addresses: every input lives in the query string, so a result can be
// bookmarked or sent and reopens as it was. Anything missing or unreadable falls back to its
// default; defaults are left out of the address (stripSearchParams on each route).
// `calculated=1` records that the visitor pressed Calculate, so the results show on reopening.
//
// These readers run in the main bundle (route options are not code-split), so they use no
// schema library, and the assessment's
// item texts stay out of this file: its address carries item ids, checked against the list on
// the screen itself.
import { calculatedParam, flagParam, intParam, oneOfParam, positiveParam } from "../lib/search-params";
import {
  CAMERA_COUNT,
  CAMERA_TYPE_IDS,
  DEFAULT_COST_INPUT,
  INSTALLATION_LEVEL_IDS,
  MONITORING_PLAN_IDS,
  type CostEstimateInput,
} from "./cost-estimator";
import {
  AREA_IDS,
  DEFAULT_COVERAGE_INPUT,
  ENTRY_POINTS,
  PROPERTY_TYPE_IDS,
  STORIES,
  type AreaId,
  type PropertyType,
} from "./coverage-calculator";

type Raw = Record<string, unknown>;

export type CostEstimatorSearch = CostEstimateInput & { calculated?: 1 };
export const DEFAULT_COST_SEARCH: CostEstimatorSearch = { ...DEFAULT_COST_INPUT, calculated: undefined };

export function costEstimatorSearch(raw: Raw): CostEstimatorSearch {
  const d = DEFAULT_COST_INPUT;
  return {
    cameras: intParam(raw.cameras, CAMERA_COUNT.min, CAMERA_COUNT.max) ?? d.cameras,
    cameraType: oneOfParam(raw.cameraType, CAMERA_TYPE_IDS) ?? d.cameraType,
    installation: oneOfParam(raw.installation, INSTALLATION_LEVEL_IDS) ?? d.installation,
    nightVision: flagParam(raw.nightVision) ?? d.nightVision,
    motionDetection: flagParam(raw.motionDetection) ?? d.motionDetection,
    cloudStorage: flagParam(raw.cloudStorage) ?? d.cloudStorage,
    aiDetection: flagParam(raw.aiDetection) ?? d.aiDetection,
    monitoring: oneOfParam(raw.monitoring, MONITORING_PLAN_IDS) ?? d.monitoring,
    calculated: calculatedParam(raw.calculated),
  };
}

/** The estimator's inputs from its address. */
export function costInputOf(search: CostEstimatorSearch): CostEstimateInput {
  const { calculated: _calculated, ...input } = search;
  return input;
}

export type CoverageSearch = {
  propertyType: PropertyType;
  /** No default: the visitor must enter it. */
  squareFootage?: number;
  stories: number;
  entryPoints: number;
  calculated?: 1;
} & Record<AreaId, boolean>;

export const DEFAULT_COVERAGE_SEARCH: CoverageSearch = {
  ...DEFAULT_COVERAGE_INPUT,
  squareFootage: undefined,
  calculated: undefined,
};

export function coverageSearch(raw: Raw): CoverageSearch {
  const d = DEFAULT_COVERAGE_INPUT;
  const areas = Object.fromEntries(AREA_IDS.map((area) => [area, flagParam(raw[area]) ?? false])) as Record<AreaId, boolean>;
  return {
    propertyType: oneOfParam(raw.propertyType, PROPERTY_TYPE_IDS) ?? d.propertyType,
    squareFootage: positiveParam(raw.squareFootage),
    stories: intParam(raw.stories, STORIES.min, STORIES.max) ?? d.stories,
    entryPoints: intParam(raw.entryPoints, ENTRY_POINTS.min, ENTRY_POINTS.max) ?? d.entryPoints,
    ...areas,
    calculated: calculatedParam(raw.calculated),
  };
}

/** Checked assessment items as a comma-separated list of ids. */
const ITEM_ID_LIST = /^[a-z0-9-]+(,[a-z0-9-]+)*$/;

export interface AssessmentSearch {
  checked?: string;
  calculated?: 1;
}

export function assessmentSearch(raw: Raw): AssessmentSearch {
  const checked = typeof raw.checked === "string" && ITEM_ID_LIST.test(raw.checked) ? raw.checked : undefined;
  return { checked, calculated: calculatedParam(raw.calculated) };
}
export const DEFAULT_ASSESSMENT_SEARCH: AssessmentSearch = { checked: undefined, calculated: undefined };

export function parseCheckedIds(list: string | undefined): string[] {
  return list ? [...new Set(list.split(","))] : [];
}

export function checkedIdsParam(ids: readonly string[]): string | undefined {
  return ids.length > 0 ? ids.join(",") : undefined;
}
