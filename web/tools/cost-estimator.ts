// The cost estimator's rules (S9). Every price is a named constant; the estimate is
// a pure function of the inputs, returned line by line so a customer can check each figure.
import { plural } from "../lib/plural";
import { formatUsd } from "../lib/numbers";

/** How many cameras the estimator prices. */
export const CAMERA_COUNT = { min: 1, max: 16, default: 4 } as const;

/** Price of each camera, by resolution. */
export const CAMERA_TYPES = {
  basic: { label: "Basic", resolution: "720p", price: 150 },
  hd: { label: "HD", resolution: "1080p", price: 250 },
  "4k": { label: "4K", resolution: "Ultra HD", price: 450 },
} as const;
export type CameraType = keyof typeof CAMERA_TYPES;
export const CAMERA_TYPE_IDS = Object.keys(CAMERA_TYPES) as [CameraType, ...CameraType[]];
export const DEFAULT_CAMERA_TYPE: CameraType = "hd";

/** Installation labour for each camera, by how hard the site is to wire. */
export const INSTALLATION_LEVELS = {
  simple: {
    label: "Simple",
    price: 100,
    description: "Wireless or surface-mounted cameras, easy access, short cable runs",
  },
  standard: {
    label: "Standard",
    price: 175,
    description: "Wired cameras on one or two floors, cables run through walls and attic",
  },
  complex: {
    label: "Complex",
    price: 300,
    description: "Masonry or high mounts, long or buried cable runs, several buildings",
  },
} as const;
export type InstallationLevel = keyof typeof INSTALLATION_LEVELS;
export const INSTALLATION_LEVEL_IDS = Object.keys(INSTALLATION_LEVELS) as [InstallationLevel, ...InstallationLevel[]];
export const DEFAULT_INSTALLATION_LEVEL: InstallationLevel = "standard";

/** Optional features, each priced per camera; night vision and motion detection start on. */
export const FEATURES = {
  nightVision: { label: "Night vision", price: 50, defaultOn: true },
  motionDetection: { label: "Motion detection", price: 30, defaultOn: true },
  cloudStorage: { label: "Cloud storage (30 days)", price: 20, defaultOn: false },
  aiDetection: { label: "AI person and vehicle detection", price: 75, defaultOn: false },
} as const;
export type FeatureId = keyof typeof FEATURES;
export const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

/** Professional monitoring, priced per month. */
export const MONITORING_PLANS = {
  none: { label: "No monitoring", monthly: 0 },
  basic: { label: "Basic monitoring", monthly: 29 },
  premium: { label: "Premium monitoring", monthly: 79 },
} as const;
export type MonitoringPlan = keyof typeof MONITORING_PLANS;
export const MONITORING_PLAN_IDS = Object.keys(MONITORING_PLANS) as [MonitoringPlan, ...MonitoringPlan[]];
export const DEFAULT_MONITORING_PLAN: MonitoringPlan = "none";

/** Annual monitoring = 12 × monthly. */
export const MONTHS_PER_YEAR = 12;

/** The estimator's inputs; web/tools/search.ts reads them from the address within these limits. */
export interface CostEstimateInput {
  cameras: number;
  cameraType: CameraType;
  installation: InstallationLevel;
  nightVision: boolean;
  motionDetection: boolean;
  cloudStorage: boolean;
  aiDetection: boolean;
  monitoring: MonitoringPlan;
}

export const DEFAULT_COST_INPUT: CostEstimateInput = {
  cameras: CAMERA_COUNT.default,
  cameraType: DEFAULT_CAMERA_TYPE,
  installation: DEFAULT_INSTALLATION_LEVEL,
  nightVision: FEATURES.nightVision.defaultOn,
  motionDetection: FEATURES.motionDetection.defaultOn,
  cloudStorage: FEATURES.cloudStorage.defaultOn,
  aiDetection: FEATURES.aiDetection.defaultOn,
  monitoring: DEFAULT_MONITORING_PLAN,
};

export interface CostLine {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice */
  amount: number;
}

export interface CostEstimate {
  /** One-time lines: cameras, installation, then each chosen feature. */
  lines: CostLine[];
  camerasSubtotal: number;
  installationSubtotal: number;
  featuresSubtotal: number;
  /** cameras + installation + features */
  oneTimeTotal: number;
  monitoring: { plan: MonitoringPlan; label: string; monthly: number; annual: number };
}

export function cameraTypeLabel(type: CameraType): string {
  const { label, resolution } = CAMERA_TYPES[type];
  return `${label} ${resolution}`;
}

const line = (id: string, label: string, quantity: number, unitPrice: number): CostLine => ({
  id,
  label,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});

/** The estimate for valid inputs (see costEstimateInputSchema). */
export function estimateCost(input: CostEstimateInput): CostEstimate {
  const { cameras } = input;
  const cameraLine = line("cameras", `${cameraTypeLabel(input.cameraType)} cameras`, cameras, CAMERA_TYPES[input.cameraType].price);
  const installationLine = line(
    "installation",
    `${INSTALLATION_LEVELS[input.installation].label} installation`,
    cameras,
    INSTALLATION_LEVELS[input.installation].price,
  );
  const featureLines = FEATURE_IDS.filter((feature) => input[feature]).map((feature) =>
    line(feature, FEATURES[feature].label, cameras, FEATURES[feature].price),
  );
  const featuresSubtotal = featureLines.reduce((sum, feature) => sum + feature.amount, 0);
  const plan = MONITORING_PLANS[input.monitoring];
  return {
    lines: [cameraLine, installationLine, ...featureLines],
    camerasSubtotal: cameraLine.amount,
    installationSubtotal: installationLine.amount,
    featuresSubtotal,
    oneTimeTotal: cameraLine.amount + installationLine.amount + featuresSubtotal,
    monitoring: { plan: input.monitoring, label: plan.label, monthly: plan.monthly, annual: plan.monthly * MONTHS_PER_YEAR },
  };
}

/** A plain-text summary for the quote request's message field. */
export function costEstimateSummary(input: CostEstimateInput, estimate: CostEstimate = estimateCost(input)): string {
  const features = FEATURE_IDS.filter((feature) => input[feature]).map((feature) => FEATURES[feature].label.toLowerCase());
  const choices = [
    plural(input.cameras, `${cameraTypeLabel(input.cameraType)} camera`),
    `${INSTALLATION_LEVELS[input.installation].label.toLowerCase()} installation`,
    ...features,
  ];
  const monitoring =
    estimate.monitoring.monthly === 0
      ? "no monitoring"
      : `monitoring ${MONITORING_PLANS[input.monitoring].label.replace(/ monitoring$/, "")} ${formatUsd(estimate.monitoring.monthly)}/month`;
  return `Cost estimate: ${choices.join(", ")}; one-time ${formatUsd(estimate.oneTimeTotal)}; ${monitoring}. Please send me a quote.`;
}
