import { createFileRoute } from "@tanstack/react-router";

import { CheckboxGroup, SelectInput } from "../components/tools/controls";
import { NumberField, useNumberText } from "../components/tools/number-field";
import { Figure, ResultsTable, SelectionList, ToolResults, useResultsFocus } from "../components/tools/results";
import {
  CAMERA_COUNT,
  CAMERA_TYPE_IDS,
  CAMERA_TYPES,
  cameraTypeLabel,
  costEstimateSummary,
  estimateCost,
  FEATURE_IDS,
  FEATURES,
  INSTALLATION_LEVEL_IDS,
  INSTALLATION_LEVELS,
  MONITORING_PLAN_IDS,
  MONITORING_PLANS,
  MONTHS_PER_YEAR,
  type CostEstimateInput,
} from "../tools/cost-estimator";
import { plural } from "../lib/plural";
import { formatUsd } from "../lib/numbers";
import { costEstimatorSearch, costInputOf, DEFAULT_COST_SEARCH } from "../tools/search";
import { rawSearch } from "../lib/search-params";
import { CalculatorForm } from "../components/tools/tool-inputs";
import { useToolAddress } from "../components/tools/use-tool-address";

export const Route = createFileRoute("/cost-estimator")({
  // The tool's rules stay in its own chunk: the route keeps plain values, the screen reads them.
  validateSearch: rawSearch,
  component: CostEstimatorPage,
});

const CAMERA_LIMITS = { min: CAMERA_COUNT.min, max: CAMERA_COUNT.max, integer: true } as const;

const cameraTypeOptions = CAMERA_TYPE_IDS.map((type) => ({
  value: type,
  label: `${cameraTypeLabel(type)} (${formatUsd(CAMERA_TYPES[type].price)} per camera)`,
}));
const installationOptions = INSTALLATION_LEVEL_IDS.map((level) => ({
  value: level,
  label: `${INSTALLATION_LEVELS[level].label} (${formatUsd(INSTALLATION_LEVELS[level].price)} per camera)`,
}));
const monitoringOptions = MONITORING_PLAN_IDS.map((plan) => ({
  value: plan,
  label:
    MONITORING_PLANS[plan].monthly === 0
      ? MONITORING_PLANS[plan].label
      : `${MONITORING_PLANS[plan].label} (${formatUsd(MONITORING_PLANS[plan].monthly)}/month)`,
}));

function CostEstimatorPage() {
  const { addressApplied, search, update } = useToolAddress(Route.useSearch(), costEstimatorSearch, DEFAULT_COST_SEARCH);
  const input = costInputOf(search);
  const focus = useResultsFocus();

  const cameras = useNumberText(
    input.cameras,
    CAMERA_LIMITS,
    (value) => update({ cameras: value }),
    () => update({ calculated: undefined }),
  );
  const showResults = addressApplied && search.calculated === 1 && cameras.usable;

  const calculate = () => {
    if (!cameras.check()) return;
    update({ calculated: 1 });
    focus.requestFocus();
  };

  return (
    <main id="main">
      <CalculatorForm
        goal="cost-estimator"
        title="Security Camera Cost Estimator"
        subtitle="Choose how many cameras you need, their resolution, the installation and the features, and see what the system costs up front and per month."
        heading="Your System"
        intro="Prices are per camera; the estimate multiplies them by the number of cameras."
        showResults={showResults}
        onSubmit={calculate}
        fields={
          <>
            <NumberField
              label="Number of cameras"
              hint={`From ${CAMERA_COUNT.min} to ${CAMERA_COUNT.max} cameras.`}
              limits={CAMERA_LIMITS}
              state={cameras}
            />
            <SelectInput
              label="Camera type"
              value={input.cameraType}
              options={cameraTypeOptions}
              onChange={(cameraType) => update({ cameraType })}
            />
            <SelectInput
              label="Installation"
              hint={INSTALLATION_LEVELS[input.installation].description}
              value={input.installation}
              options={installationOptions}
              onChange={(installation) => update({ installation })}
            />
            <SelectInput
              label="Professional monitoring"
              hint="Billed monthly, separately from the one-time cost."
              value={input.monitoring}
              options={monitoringOptions}
              onChange={(monitoring) => update({ monitoring })}
            />
          </>
        }
        options={
          <CheckboxGroup
            legend="Features"
            hint="Each feature is priced per camera."
            gridClassName="sm:grid-cols-2"
            options={FEATURE_IDS.map((feature) => ({
              id: feature,
              label: FEATURES[feature].label,
              detail: `${formatUsd(FEATURES[feature].price)} per camera`,
              checked: input[feature],
            }))}
            onChange={(feature, checked) => update({ [feature]: checked })}
          />
        }
      />

      {showResults && <CostResults input={input} focus={focus} />}
    </main>
  );
}

function CostResults({ input, focus }: { input: CostEstimateInput; focus: ReturnType<typeof useResultsFocus> }) {
  const estimate = estimateCost(input);
  const { monitoring } = estimate;
  const features = FEATURE_IDS.filter((feature) => input[feature]).map((feature) => FEATURES[feature].label);

  return (
    <ToolResults
      id="cost-results"
      title="Your Estimate"
      documentTitle="Security Camera Cost Estimate"
      focus={focus}
      quote={{ service: "camera_installation", message: costEstimateSummary(input, estimate) }}
      note="This is an estimate for planning, not a quote: wiring, mounting surfaces and recorder choice are confirmed at a free site visit."
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Figure label="One-time total" value={formatUsd(estimate.oneTimeTotal)} detail="Cameras, installation and features" />
        <Figure
          label="Monitoring"
          value={monitoring.monthly === 0 ? "None" : `${formatUsd(monitoring.monthly)}/month`}
          detail={monitoring.monthly === 0 ? "No monitoring plan chosen" : `${formatUsd(monitoring.annual)} per year`}
        />
      </div>

      <SelectionList
        items={[
          { term: "Cameras", detail: plural(input.cameras, "camera") },
          { term: "Camera type", detail: cameraTypeLabel(input.cameraType) },
          { term: "Installation", detail: INSTALLATION_LEVELS[input.installation].label },
          { term: "Features", detail: features.length > 0 ? features.join(", ") : "None" },
          { term: "Monitoring", detail: MONITORING_PLANS[input.monitoring].label },
        ]}
      />

      <ResultsTable
        caption="One-time costs"
        columns={[
          { label: "Item" },
          { label: "Quantity", numeric: true, wideOnly: true },
          { label: "Unit price", numeric: true, wideOnly: true },
          { label: "Amount", numeric: true },
        ]}
        rows={estimate.lines.map((line) => ({
          id: line.id,
          heading: (
            <>
              {line.label}
              <span className="block text-sm font-normal text-slate-600 sm:hidden">
                {line.quantity} × {formatUsd(line.unitPrice)}
              </span>
            </>
          ),
          cells: [line.quantity, formatUsd(line.unitPrice), formatUsd(line.amount)],
        }))}
        total={{ id: "one-time-total", label: "One-time total", value: formatUsd(estimate.oneTimeTotal) }}
      />

      <ResultsTable
        caption="Monitoring (billed separately)"
        columns={[{ label: "Plan" }, { label: "Monthly", numeric: true }, { label: "Annual", numeric: true }]}
        rows={[
          {
            id: "monitoring",
            heading: monitoring.label,
            cells: [
              formatUsd(monitoring.monthly),
              <>
                {formatUsd(monitoring.annual)}
                <span className="block text-sm text-slate-600">
                  {MONTHS_PER_YEAR} × {formatUsd(monitoring.monthly)}
                </span>
              </>,
            ],
          },
        ]}
      />
    </ToolResults>
  );
}
