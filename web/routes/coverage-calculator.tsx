import { createFileRoute } from "@tanstack/react-router";
import { Info, MonitorCheck } from "lucide-react";

import { CheckboxGroup, SelectInput } from "../components/tools/controls";
import { NumberField, useNumberText } from "../components/tools/number-field";
import { Figure, ResultsTable, SelectionList, ToolResults, useResultsFocus } from "../components/tools/results";
import {
  AREA_IDS,
  AREAS,
  calculateCoverage,
  CENTRAL_MONITORING_NOTE,
  coverageSummary,
  ENTRY_POINTS,
  PROPERTY_TYPE_IDS,
  PROPERTY_TYPES,
  SQUARE_FOOTAGE_REQUIRED,
  STORIES,
  type CoverageInput,
} from "../tools/coverage-calculator";
import { plural } from "../lib/plural";
import { formatNumber } from "../lib/numbers";
import { coverageSearch, DEFAULT_COVERAGE_SEARCH } from "../tools/search";
import { rawSearch } from "../lib/search-params";
import { CalculatorForm } from "../components/tools/tool-inputs";
import { useToolAddress } from "../components/tools/use-tool-address";

export const Route = createFileRoute("/coverage-calculator")({
  // The tool's rules stay in its own chunk: the route keeps plain values, the screen reads them.
  validateSearch: rawSearch,
  component: CoverageCalculatorPage,
});

const SQUARE_FOOTAGE_LIMITS = { min: 1 } as const;
const STORIES_LIMITS = { min: STORIES.min, max: STORIES.max, integer: true } as const;
const ENTRY_POINT_LIMITS = { min: ENTRY_POINTS.min, max: ENTRY_POINTS.max, integer: true } as const;

const propertyTypeOptions = PROPERTY_TYPE_IDS.map((type) => ({ value: type, label: PROPERTY_TYPES[type].label }));

const cameraCount = (count: number) => (count === 0 ? "No extra camera" : `+${plural(count, "camera")}`);

function CoverageCalculatorPage() {
  const { addressApplied, search, update } = useToolAddress(Route.useSearch(), coverageSearch, DEFAULT_COVERAGE_SEARCH);
  const { squareFootage } = search;
  const input: CoverageInput | undefined = squareFootage === undefined ? undefined : { ...search, squareFootage };
  const focus = useResultsFocus();

  const withdrawResult = () => update({ calculated: undefined });
  const squareFeet = useNumberText(
    squareFootage,
    SQUARE_FOOTAGE_LIMITS,
    (value) => update({ squareFootage: value }),
    // The square footage has no default: an unusable entry leaves the address without one.
    () => update({ squareFootage: undefined, calculated: undefined }),
  );
  const stories = useNumberText(search.stories, STORIES_LIMITS, (value) => update({ stories: value }), withdrawResult);
  const entryPoints = useNumberText(search.entryPoints, ENTRY_POINT_LIMITS, (value) => update({ entryPoints: value }), withdrawResult);
  const showResults =
    addressApplied && search.calculated === 1 && input !== undefined && squareFeet.usable && stories.usable && entryPoints.usable;

  const calculate = () => {
    if (squareFeet.parsed.kind === "empty") {
      window.alert(SQUARE_FOOTAGE_REQUIRED);
      update({ calculated: undefined });
      squareFeet.inputRef.current?.focus();
      return;
    }
    if (!squareFeet.check() || !stories.check() || !entryPoints.check()) return;
    update({ calculated: 1 });
    focus.requestFocus();
  };

  return (
    <main id="main">
      <CalculatorForm
        goal="coverage-calculator"
        title="Camera Coverage Calculator"
        subtitle="Tell us about your property and the outdoor areas you want watched, and see how many cameras it takes to cover them."
        heading="Your Property"
        intro="Count every door and accessible ground-floor window as an entry point."
        showResults={showResults}
        onSubmit={calculate}
        fields={
          <>
            <SelectInput
              label="Property type"
              value={search.propertyType}
              options={propertyTypeOptions}
              onChange={(propertyType) => update({ propertyType })}
            />
            <NumberField
              label="Square footage"
              hint="Total interior floor area, in square feet."
              placeholder="e.g. 2,400"
              limits={SQUARE_FOOTAGE_LIMITS}
              state={squareFeet}
            />
            <NumberField
              label="Number of stories"
              hint={`From ${STORIES.min} to ${STORIES.max}.`}
              limits={STORIES_LIMITS}
              state={stories}
            />
            <NumberField
              label="Entry points"
              hint={`Doors and accessible windows, from ${ENTRY_POINTS.min} to ${ENTRY_POINTS.max}.`}
              limits={ENTRY_POINT_LIMITS}
              state={entryPoints}
            />
          </>
        }
        options={
          <CheckboxGroup
            legend="Outdoor areas to cover"
            hint="Choose every area you want on camera."
            gridClassName="sm:grid-cols-2 lg:grid-cols-3"
            options={AREA_IDS.map((area) => ({
              id: area,
              label: AREAS[area].label,
              detail: AREAS[area].cameras === 0 ? "Covered by entry cameras" : cameraCount(AREAS[area].cameras),
              checked: search[area],
            }))}
            onChange={(area, checked) => update({ [area]: checked })}
          />
        }
      />

      {showResults && input && <CoverageResults input={input} focus={focus} />}
    </main>
  );
}

function CoverageResults({ input, focus }: { input: CoverageInput; focus: ReturnType<typeof useResultsFocus> }) {
  const result = calculateCoverage(input);
  const areas = AREA_IDS.filter((area) => input[area]).map((area) => AREAS[area].label);

  return (
    <ToolResults
      id="coverage-results"
      title="Your Coverage Plan"
      documentTitle="Camera Coverage Plan"
      focus={focus}
      quote={{ service: "camera_installation", message: coverageSummary(input, result) }}
      note="A planning figure, not a design: a site visit confirms mounting points, sight lines and lighting."
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Figure
          label="Recommended cameras"
          value={result.totalCameras}
          detail={`For a ${PROPERTY_TYPES[input.propertyType].label.toLowerCase()} property`}
        />
        {result.centralMonitoring && (
          <div role="note" className="flex gap-3 rounded-xl border-2 border-amber-brand bg-amber-50 p-5 text-slate-900">
            <MonitorCheck aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" />
            <div>
              <p className="font-semibold">Central monitoring recommended</p>
              <p className="mt-1 text-sm">{CENTRAL_MONITORING_NOTE}</p>
            </div>
          </div>
        )}
      </div>

      <SelectionList
        items={[
          { term: "Property type", detail: PROPERTY_TYPES[input.propertyType].label },
          { term: "Square footage", detail: `${formatNumber(input.squareFootage)} sq ft` },
          { term: "Stories", detail: input.stories },
          { term: "Entry points", detail: input.entryPoints },
          { term: "Outdoor areas", detail: areas.length > 0 ? areas.join(", ") : "None" },
        ]}
      />

      <ResultsTable
        caption="How the count adds up"
        columns={[{ label: "Reason" }, { label: "Cameras", numeric: true }]}
        rows={result.lines.map((line, index) => ({
          id: line.id,
          heading: line.label,
          cells: [index === 0 ? line.cameras : `+${line.cameras}`],
        }))}
        total={{ id: "total", label: "Total cameras", value: result.totalCameras }}
      />

      <div className="mt-8 print:mt-4">
        <h3 className="text-lg font-semibold text-slate-900">Coverage notes</h3>
        <ul className="mt-3 space-y-2">
          {result.notes
            .filter((note) => note !== CENTRAL_MONITORING_NOTE) // shown above, beside the count
            .map((note) => (
              <li key={note} className="flex gap-2 text-slate-700">
                <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                {note}
              </li>
            ))}
        </ul>
      </div>
    </ToolResults>
  );
}
