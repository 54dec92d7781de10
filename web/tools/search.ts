// The planning tools' addresses: every input lives in the query string, so a result can be
// bookmarked or sent and reopens as it was. Anything missing or unreadable falls back to its
// default (`.catch`); defaults are left out of the address (stripSearchParams on each route).
// `calculated=1` records that the visitor pressed Calculate, so the results show on reopening.
//
// These schemas run in the main bundle (route options are not code-split), so the assessment's
// item texts stay out of this file: its address carries item ids, checked against the list on
// the screen itself.
import { z } from "zod";

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
} from "./coverage-calculator";

const calculated = z.literal(1).optional().catch(undefined);

const wholeNumber = (range: { min: number; max: number }, fallback: number) =>
  z.coerce.number().int().min(range.min).max(range.max).default(fallback).catch(fallback);

const flag = (fallback: boolean) => z.boolean().default(fallback).catch(fallback);

export const costEstimatorSearchSchema = z.object({
  cameras: wholeNumber(CAMERA_COUNT, DEFAULT_COST_INPUT.cameras),
  cameraType: z.enum(CAMERA_TYPE_IDS).default(DEFAULT_COST_INPUT.cameraType).catch(DEFAULT_COST_INPUT.cameraType),
  installation: z
    .enum(INSTALLATION_LEVEL_IDS)
    .default(DEFAULT_COST_INPUT.installation)
    .catch(DEFAULT_COST_INPUT.installation),
  nightVision: flag(DEFAULT_COST_INPUT.nightVision),
  motionDetection: flag(DEFAULT_COST_INPUT.motionDetection),
  cloudStorage: flag(DEFAULT_COST_INPUT.cloudStorage),
  aiDetection: flag(DEFAULT_COST_INPUT.aiDetection),
  monitoring: z.enum(MONITORING_PLAN_IDS).default(DEFAULT_COST_INPUT.monitoring).catch(DEFAULT_COST_INPUT.monitoring),
  calculated,
});
export type CostEstimatorSearch = z.output<typeof costEstimatorSearchSchema>;
export const DEFAULT_COST_SEARCH: CostEstimatorSearch = { ...DEFAULT_COST_INPUT, calculated: undefined };

/** The estimator's inputs from its address. */
export function costInputOf(search: CostEstimatorSearch): CostEstimateInput {
  const { calculated: _calculated, ...input } = search;
  return input;
}

const areaFlags = Object.fromEntries(AREA_IDS.map((area) => [area, flag(false)])) as Record<AreaId, ReturnType<typeof flag>>;

export const coverageSearchSchema = z.object({
  propertyType: z
    .enum(PROPERTY_TYPE_IDS)
    .default(DEFAULT_COVERAGE_INPUT.propertyType)
    .catch(DEFAULT_COVERAGE_INPUT.propertyType),
  /** No default: the visitor must enter it. */
  squareFootage: z.coerce.number().positive().finite().optional().catch(undefined),
  stories: wholeNumber(STORIES, DEFAULT_COVERAGE_INPUT.stories),
  entryPoints: wholeNumber(ENTRY_POINTS, DEFAULT_COVERAGE_INPUT.entryPoints),
  ...areaFlags,
  calculated,
});
export type CoverageSearch = z.output<typeof coverageSearchSchema>;
export const DEFAULT_COVERAGE_SEARCH: CoverageSearch = {
  ...DEFAULT_COVERAGE_INPUT,
  squareFootage: undefined,
  calculated: undefined,
};

/** Checked assessment items as a comma-separated list of ids. */
const ITEM_ID_LIST = /^[a-z0-9-]+(,[a-z0-9-]+)*$/;

export const assessmentSearchSchema = z.object({
  checked: z.string().regex(ITEM_ID_LIST).optional().catch(undefined),
  calculated,
});
export type AssessmentSearch = z.output<typeof assessmentSearchSchema>;
export const DEFAULT_ASSESSMENT_SEARCH: AssessmentSearch = { checked: undefined, calculated: undefined };

export function parseCheckedIds(list: string | undefined): string[] {
  return list ? [...new Set(list.split(","))] : [];
}

export function checkedIdsParam(ids: readonly string[]): string | undefined {
  return ids.length > 0 ? ids.join(",") : undefined;
}
