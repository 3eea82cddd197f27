import type { Analytics } from '@mandap/shared/schemas/analytics';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisTicks, formatValue, type Measure, shortDay } from '@/features/analytics/lib/measures';

// The only file that imports recharts: the analytics screen loads it lazily (React.lazy), so the
// library is in a chunk of its own that only /analytics downloads (docs/decisions/0036).

const MAROON = '#8f2632'; // --color-maroon-700
const GRID = '#f3e3d3';
const TICK = { fontSize: 12, fill: '#57534e' }; // stone-600

export interface MeasureChartProps {
  measure: Measure;
  days: Analytics['days'];
}

/**
 * One measure over the days: bars for counts, a line for the enquiry rate (gaps on days without
 * views). Drawn for the eye only; the figure around it names it and the table has the numbers.
 */
export default function MeasureChart({ measure, days }: MeasureChartProps) {
  const data = days.map((day) => ({ day: day.day, value: day[measure.key] }));
  const ticks = axisTicks(days.map((day) => day.day));
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    // The figure around the chart is one image with a name; a focusable chart inside would be
    // a second, unnamed stop for the keyboard.
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="day"
        ticks={ticks}
        tickFormatter={shortDay}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        interval="preserveStartEnd"
      />
      <YAxis
        width={40}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        allowDecimals={measure.rate}
        tickCount={3}
        tickFormatter={(value: number) => formatValue(value)}
      />
      <Tooltip
        labelFormatter={(day) => shortDay(String(day))}
        formatter={(value) => [
          formatValue(typeof value === 'number' ? value : null),
          measure.label,
        ]}
        cursor={{ fill: '#fdf3e7' }}
      />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={160} initialDimension={{ width: 320, height: 160 }}>
      {measure.rate ? (
        <LineChart {...common}>
          {axes}
          <Line
            dataKey="value"
            stroke={MAROON}
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      ) : (
        <BarChart {...common}>
          {axes}
          <Bar dataKey="value" fill={MAROON} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
