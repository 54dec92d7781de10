// A drawing of an incident and the cameras around it: the incident at the centre, the radius,
// each camera at its true offset, a scale bar and north. Drawn here, nothing loaded from
// another host.
import type { NearbyCamera } from "../../../../worker/shared/registry";
import { REGISTRY_TEXT } from "../../texts";
import { formatFeet } from "./format";
import { drawingLayout, offsetFeet, scaleBarFeet } from "./map-projection";
import type { Point } from "./point";

const SIZE = 320;
/** Room between the radius circle and the edge, for the scale bar and north arrow. */
const MARGIN = 36;

interface IncidentMapProps {
  center: Point;
  radiusFeet: number;
  cameras: readonly Pick<NearbyCamera, "registrationId" | "name" | "latitude" | "longitude" | "distanceFeet">[];
}

export function IncidentMap({ center, radiusFeet, cameras }: IncidentMapProps) {
  const { scale, place } = drawingLayout(radiusFeet, SIZE, MARGIN);
  const middle = SIZE / 2;
  const barFeet = scaleBarFeet(radiusFeet);
  const barEnd = 12 + barFeet * scale;
  return (
    <figure className="mx-auto w-full max-w-xs">
      <svg
        role="img"
        aria-label={REGISTRY_TEXT.mapLabel(cameras.length, radiusFeet)}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="h-auto w-full rounded-lg border border-slate-200 bg-slate-50"
      >
        <circle
          cx={middle}
          cy={middle}
          r={radiusFeet * scale}
          className="fill-blue-50 stroke-blue-800"
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
        {cameras.map((camera) => {
          const { cx, cy } = place(offsetFeet(center, camera));
          return (
            <circle
              key={camera.registrationId}
              data-testid="camera-dot"
              cx={cx}
              cy={cy}
              r={6}
              className="fill-blue-800 stroke-white"
              strokeWidth={2}
            >
              <title>{`${camera.name}: ${formatFeet(camera.distanceFeet)}`}</title>
            </circle>
          );
        })}
        {/* The incident: a red cross over the centre. */}
        <g className="stroke-red-700" strokeWidth={3} strokeLinecap="round">
          <line x1={middle - 7} y1={middle - 7} x2={middle + 7} y2={middle + 7} />
          <line x1={middle - 7} y1={middle + 7} x2={middle + 7} y2={middle - 7} />
          <title>{REGISTRY_TEXT.mapIncident}</title>
        </g>
        <g className="fill-slate-800 stroke-slate-800" data-testid="scale-bar">
          <line x1={12} y1={SIZE - 14} x2={barEnd} y2={SIZE - 14} strokeWidth={2} />
          <line x1={12} y1={SIZE - 19} x2={12} y2={SIZE - 9} strokeWidth={2} />
          <line x1={barEnd} y1={SIZE - 19} x2={barEnd} y2={SIZE - 9} strokeWidth={2} />
          <text x={12} y={SIZE - 24} stroke="none" fontSize={12}>
            {formatFeet(barFeet)}
          </text>
        </g>
        <g className="fill-slate-800" transform={`translate(${SIZE - 22} 14)`}>
          <path d="M0 0 L7 18 L0 14 L-7 18 Z" />
          <text x={0} y={32} textAnchor="middle" fontSize={12} fontWeight={700}>
            N
          </text>
        </g>
      </svg>
      <figcaption className="mt-2 text-xs text-slate-600">{REGISTRY_TEXT.mapCaption}</figcaption>
    </figure>
  );
}
