import { describe, expect, it } from "vitest";

import {
  CAMERA_COUNT,
  CAMERA_TYPES,
  costEstimateSummary,
  DEFAULT_COST_INPUT,
  estimateCost,
  FEATURES,
  INSTALLATION_LEVELS,
  MONITORING_PLANS,
  MONTHS_PER_YEAR,
  type CostEstimateInput,
} from "../../../web/tools/cost-estimator";
import { parseNumberText } from "../../../web/components/tools/number-field";
import { formatUsd } from "../../../web/lib/numbers";
import { costEstimatorSearch, costInputOf } from "../../../web/tools/search";

/** No features, so a case isolates the one choice it tests. */
const bare: CostEstimateInput = {
  ...DEFAULT_COST_INPUT,
  nightVision: false,
  motionDetection: false,
  cloudStorage: false,
  aiDetection: false,
};

describe("the spec's prices (S9)", () => {
  it("names every price as a constant", () => {
    expect(CAMERA_COUNT).toEqual({ min: 1, max: 16, default: 4 });
    expect([CAMERA_TYPES.basic.price, CAMERA_TYPES.hd.price, CAMERA_TYPES["4k"].price]).toEqual([150, 250, 450]);
    expect([INSTALLATION_LEVELS.simple.price, INSTALLATION_LEVELS.standard.price, INSTALLATION_LEVELS.complex.price]).toEqual([
      100, 175, 300,
    ]);
    expect([FEATURES.nightVision.price, FEATURES.motionDetection.price, FEATURES.cloudStorage.price, FEATURES.aiDetection.price]).toEqual([
      50, 30, 20, 75,
    ]);
    expect([MONITORING_PLANS.none.monthly, MONITORING_PLANS.basic.monthly, MONITORING_PLANS.premium.monthly]).toEqual([0, 29, 79]);
    expect(MONTHS_PER_YEAR).toBe(12);
  });

  it("defaults to 4 HD cameras, standard installation, night vision and motion detection", () => {
    expect(DEFAULT_COST_INPUT).toMatchObject({
      cameras: 4,
      cameraType: "hd",
      installation: "standard",
      nightVision: true,
      motionDetection: true,
      cloudStorage: false,
      aiDetection: false,
    });
  });
});

describe("estimateCost", () => {
  it("gives a one-time total of $2,020 for the defaults, line by line", () => {
    const estimate = estimateCost(DEFAULT_COST_INPUT);
    expect(estimate.oneTimeTotal).toBe(2020);
    expect(formatUsd(estimate.oneTimeTotal)).toBe("$2,020");
    expect(estimate.lines.map(({ id, quantity, unitPrice, amount }) => [id, quantity, unitPrice, amount])).toEqual([
      ["cameras", 4, 250, 1000],
      ["installation", 4, 175, 700],
      ["nightVision", 4, 50, 200],
      ["motionDetection", 4, 30, 120],
    ]);
    expect(estimate.camerasSubtotal).toBe(1000);
    expect(estimate.installationSubtotal).toBe(700);
    expect(estimate.featuresSubtotal).toBe(320);
  });

  it.each([
    // cameras, one-time total with the default choices: cameras × (250 + 175 + 50 + 30)
    [1, 505],
    [2, 1010],
    [4, 2020],
    [8, 4040],
    [16, 8080],
  ])("prices %i camera(s) with the default choices at $%i", (cameras, total) => {
    expect(estimateCost({ ...DEFAULT_COST_INPUT, cameras }).oneTimeTotal).toBe(total);
  });

  it.each([
    ["basic", 150],
    ["hd", 250],
    ["4k", 450],
  ] as const)("prices a %s camera at $%i each", (cameraType, price) => {
    const estimate = estimateCost({ ...bare, cameras: 3, cameraType });
    expect(estimate.camerasSubtotal).toBe(3 * price);
    expect(estimate.lines[0]).toMatchObject({ quantity: 3, unitPrice: price, amount: 3 * price });
    expect(estimate.oneTimeTotal).toBe(3 * price + 3 * 175);
  });

  it.each([
    ["simple", 100],
    ["standard", 175],
    ["complex", 300],
  ] as const)("prices %s installation at $%i per camera", (installation, price) => {
    const estimate = estimateCost({ ...bare, cameras: 5, installation });
    expect(estimate.installationSubtotal).toBe(5 * price);
    expect(estimate.lines[1]).toMatchObject({ id: "installation", quantity: 5, unitPrice: price, amount: 5 * price });
    expect(estimate.oneTimeTotal).toBe(5 * 250 + 5 * price);
  });

  it.each([
    ["nightVision", 50],
    ["motionDetection", 30],
    ["cloudStorage", 20],
    ["aiDetection", 75],
  ] as const)("adds %s at $%i per camera", (feature, price) => {
    const without = estimateCost({ ...bare, cameras: 6 });
    const withFeature = estimateCost({ ...bare, cameras: 6, [feature]: true });
    expect(withFeature.oneTimeTotal - without.oneTimeTotal).toBe(6 * price);
    expect(withFeature.featuresSubtotal).toBe(6 * price);
    expect(withFeature.lines.find((line) => line.id === feature)).toMatchObject({ quantity: 6, unitPrice: price, amount: 6 * price });
    expect(without.lines.some((line) => line.id === feature)).toBe(false);
  });

  it.each([
    ["none", 0, 0],
    ["basic", 29, 348],
    ["premium", 79, 948],
  ] as const)("shows %s monitoring apart: $%i a month, $%i a year (12 × monthly)", (monitoring, monthly, annual) => {
    const estimate = estimateCost({ ...DEFAULT_COST_INPUT, monitoring });
    expect(estimate.monitoring).toMatchObject({ plan: monitoring, monthly, annual });
    expect(estimate.monitoring.annual).toBe(estimate.monitoring.monthly * 12);
    // Monitoring never enters the one-time total.
    expect(estimate.oneTimeTotal).toBe(2020);
  });

  it("prices 8 4K cameras, complex installation, every feature and premium monitoring", () => {
    const estimate = estimateCost({
      cameras: 8,
      cameraType: "4k",
      installation: "complex",
      nightVision: true,
      motionDetection: true,
      cloudStorage: true,
      aiDetection: true,
      monitoring: "premium",
    });
    // 8 × 450 + 8 × 300 + 8 × (50 + 30 + 20 + 75) = 3600 + 2400 + 1400
    expect(estimate.oneTimeTotal).toBe(7400);
    expect(estimate.monitoring).toMatchObject({ monthly: 79, annual: 948 });
    expect(estimate.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(estimate.oneTimeTotal);
  });
});

describe("costEstimateSummary", () => {
  it("reads as a short plain-text request", () => {
    expect(costEstimateSummary({ ...DEFAULT_COST_INPUT, monitoring: "basic" })).toBe(
      "Cost estimate: 4 HD 1080p cameras, standard installation, night vision, motion detection; one-time $2,020; monitoring Basic $29/month. Please send me a quote.",
    );
    expect(costEstimateSummary({ ...bare, cameras: 1, cameraType: "basic" })).toBe(
      "Cost estimate: 1 Basic 720p camera, standard installation; one-time $325; no monitoring. Please send me a quote.",
    );
  });
});

describe("reading the estimator's inputs from its address (costEstimatorSearch, as the screen does)", () => {
  /** Every field away from its default, so a value that falls back is seen to. */
  const chosen: CostEstimateInput = {
    cameras: 8,
    cameraType: "4k",
    installation: "complex",
    nightVision: false,
    motionDetection: false,
    cloudStorage: true,
    aiDetection: true,
    monitoring: "premium",
  };
  const read = (raw: object) => costInputOf(costEstimatorSearch(raw as Record<string, unknown>));

  it("keeps valid inputs, the defaults and both camera limits", () => {
    expect(read(chosen)).toEqual(chosen);
    expect(read(DEFAULT_COST_INPUT)).toEqual(DEFAULT_COST_INPUT);
    expect(read({ ...chosen, cameras: 1 }).cameras).toBe(1);
    expect(read({ ...chosen, cameras: 16 }).cameras).toBe(16);
  });

  it("reads a count written as text, as an address holds it", () => {
    expect(read({ ...chosen, cameras: "12" }).cameras).toBe(12);
    expect(read({ ...chosen, nightVision: "true", cloudStorage: "false" })).toMatchObject({ nightVision: true, cloudStorage: false });
  });

  it.each([
    ["0 cameras", { cameras: 0 }, "cameras"],
    ["17 cameras", { cameras: 17 }, "cameras"],
    ["2.5 cameras", { cameras: 2.5 }, "cameras"],
    ["cameras as words", { cameras: "four" }, "cameras"],
    ["a missing camera count", { cameras: undefined }, "cameras"],
    ["an unknown camera type", { cameraType: "8k" }, "cameraType"],
    ["an unknown installation level", { installation: "deluxe" }, "installation"],
    ["an unknown monitoring plan", { monitoring: "platinum" }, "monitoring"],
    ["a feature that is not a boolean", { nightVision: "yes" }, "nightVision"],
  ] as const)("replaces %s with the default", (_name, patch, field) => {
    const input = read({ ...chosen, ...patch });
    expect(input[field]).toBe(DEFAULT_COST_INPUT[field]);
    expect(input[field]).not.toBe(chosen[field]);
  });
});

describe("the typed camera count (parseNumberText with the estimator's limits)", () => {
  const limits = { min: CAMERA_COUNT.min, max: CAMERA_COUNT.max, integer: true };

  it.each([
    ["1", 1],
    ["16", 16],
    [" 7 ", 7],
  ])("accepts %j", (text, value) => {
    expect(parseNumberText(text, limits)).toEqual({ kind: "ok", value });
  });

  it.each(["0", "17", "2.5", "four", "-3"])("refuses %j", (text) => {
    expect(parseNumberText(text, limits)).toEqual({ kind: "invalid" });
  });
});
