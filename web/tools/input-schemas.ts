// The planning tools' input limits as zod schemas: what a screen checks before it calculates,
// and what the tests hold the rules to. Kept apart from the rules themselves so that the
// pages' route definitions (which are not code-split) never pull zod into the main bundle.
import { z } from "../../worker/shared/schemas/zod";

import { CAMERA_COUNT, CAMERA_TYPE_IDS, INSTALLATION_LEVEL_IDS, MONITORING_PLAN_IDS, type CostEstimateInput } from "./cost-estimator";
import {
  AREA_IDS,
  ENTRY_POINTS,
  PROPERTY_TYPE_IDS,
  SQUARE_FOOTAGE_REQUIRED,
  STORIES,
  type AreaId,
  type CoverageInput,
} from "./coverage-calculator";
import { ASSESSMENT_ITEM_IDS, type AssessmentInput } from "./security-assessment";

export const costEstimateInputSchema = z.object({
  cameras: z.number().int().min(CAMERA_COUNT.min).max(CAMERA_COUNT.max),
  cameraType: z.enum(CAMERA_TYPE_IDS),
  installation: z.enum(INSTALLATION_LEVEL_IDS),
  nightVision: z.boolean(),
  motionDetection: z.boolean(),
  cloudStorage: z.boolean(),
  aiDetection: z.boolean(),
  monitoring: z.enum(MONITORING_PLAN_IDS),
}) satisfies z.ZodType<CostEstimateInput>;

const areaFlags = Object.fromEntries(AREA_IDS.map((area) => [area, z.boolean()])) as Record<AreaId, z.ZodBoolean>;

export const coverageInputSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPE_IDS),
  squareFootage: z.number({ error: SQUARE_FOOTAGE_REQUIRED }).positive(SQUARE_FOOTAGE_REQUIRED).finite(),
  stories: z.number().int().min(STORIES.min).max(STORIES.max),
  entryPoints: z.number().int().min(ENTRY_POINTS.min).max(ENTRY_POINTS.max),
  ...areaFlags,
}) satisfies z.ZodType<CoverageInput>;

export const assessmentInputSchema = z.object({
  checked: z.array(z.enum(ASSESSMENT_ITEM_IDS)).refine((ids) => new Set(ids).size === ids.length, "Each item can be checked once"),
}) satisfies z.ZodType<AssessmentInput>;
