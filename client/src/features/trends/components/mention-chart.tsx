import { useId, useState } from 'react';
import type { MentionPoint } from '@newsjack/shared';

interface MentionChartProps {
  points: MentionPoint[];
  width: number;
  height: number;
}

const MARGIN = 2;

function formatBucket(t: string): string {
  const date = new Date(t);
  if (Number.isNaN(date.getTime())) return t;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric' });
}

/**
 * Catmull-Rom through the points as cubic Béziers (a smooth curve through every point, as recharts' 'monotone' area
 * looked), without a chart library: recharts was 85 KB compressed and most of the dashboard's main-thread time on a
 * phone, for a 140×40 line.
 */
function smoothPath(xy: ReadonlyArray<readonly [number, number]>): string {
  if (xy.length === 0) return '';
  let d = `M${xy[0]![0]},${xy[0]![1]}`;
  for (let i = 0; i < xy.length - 1; i += 1) {
    const p0 = xy[Math.max(0, i - 1)]!;
    const p1 = xy[i]!;
    const p2 = xy[i + 1]!;
    const p3 = xy[Math.min(xy.length - 1, i + 2)]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`;
  }
  return d;
}

/** The drawing: an area under the mentions of each bucket (0 to the peak), with the bucket under the pointer shown. */
export default function MentionChart({ points, width, height }: MentionChartProps) {
  const gradient = useId();
  const [hover, setHover] = useState<number | null>(null);
  const peak = Math.max(1, ...points.map((p) => p.mentions));
  const innerW = width - 2 * MARGIN;
  const innerH = height - 2 * MARGIN;
  const x = (i: number) => MARGIN + (points.length < 2 ? 0 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => MARGIN + innerH - (v / peak) * innerH;
  const xy = points.map((p, i) => [x(i), y(p.mentions)] as const);
  const line = smoothPath(xy);
  const area = `${line} L${x(points.length - 1)},${MARGIN + innerH} L${x(0)},${MARGIN + innerH} Z`;
  const shown = hover === null ? null : points[hover];

  return (
    <div className="relative" style={{ width, height }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        data-chart="mentions"
        onMouseMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          const at = Math.round(((e.clientX - box.left - MARGIN) / Math.max(1, innerW)) * (points.length - 1));
          setHover(Math.min(points.length - 1, Math.max(0, at)));
        }}
        onMouseLeave={() => setHover(null)}
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <path d={area} fill={`url(#${gradient})`} stroke="none" />
        <path d={line} fill="none" stroke="var(--primary)" strokeWidth={1.5} />
        {hover !== null && <circle cx={xy[hover]![0]} cy={xy[hover]![1]} r={2.5} fill="var(--primary)" />}
      </svg>
      {shown && (
        <div
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap text-popover-foreground shadow-sm"
        >
          <div>{formatBucket(shown.t)}</div>
          <div>Mentions: {shown.mentions}</div>
        </div>
      )}
    </div>
  );
}
