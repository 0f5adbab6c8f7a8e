import { METRIC_TARGET_BANDS } from '@rehearse/contracts';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { METRIC_SERIES, metricDomain, seriesSummary, type ChartRow } from '../lib/progress-data.ts';

const unitSuffix = (unit: string) => (unit === '%' ? '%' : ` ${unit}`);

/** Each communication metric over time against its target band (shaded green, as on the report). */
export function MetricTrendCharts({ rows }: { rows: ChartRow[] }) {
  return (
    <section aria-labelledby="metric-trends-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="metric-trends-title" className="font-semibold">
        Communication against its targets
      </h2>
      <p className="text-sm text-muted-foreground">The green band is the target for each check.</p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {METRIC_SERIES.map(({ key, title }) => {
          const band = METRIC_TARGET_BANDS[key];
          const unit = unitSuffix(band.unit);
          const values = rows.map((r) => r[key]);
          const titleId = `metric-${key}-title`;
          const measured = values.some((v) => v !== null);
          return (
            <li key={key} data-metric={key}>
              <h3 id={titleId} className="text-sm font-medium">
                {title}{' '}
                <span className="font-normal text-muted-foreground">
                  (target {band.from}-{band.to}
                  {unit})
                </span>
              </h3>
              {measured ? (
                <div
                  role="img"
                  aria-labelledby={titleId}
                  aria-describedby={`metric-${key}-summary`}
                  className="mt-2 h-44"
                >
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart
                      data={rows}
                      margin={{ top: 4, right: 8, bottom: 4, left: 0 }}
                      accessibilityLayer={false}
                    >
                      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                      <ReferenceArea
                        y1={band.from}
                        y2={band.to}
                        fill="#bbf7d0"
                        fillOpacity={0.6}
                        ifOverflow="extendDomain"
                      />
                      <XAxis
                        dataKey="label"
                        tick={{ fontSize: 11 }}
                        interval="preserveStartEnd"
                        padding={{ left: 24, right: 24 }}
                      />
                      <YAxis domain={metricDomain(key, values)} tick={{ fontSize: 11 }} width={36} />
                      <Tooltip
                        labelFormatter={(_, payload) => payload[0]?.payload?.name ?? ''}
                        formatter={(value) => [`${value}${unit}`, title]}
                      />
                      <Line
                        type="monotone"
                        dataKey={key}
                        name={title}
                        stroke="#0f172a"
                        strokeWidth={2}
                        dot={{ r: 4 }}
                        connectNulls
                        isAnimationActive={false}
                      />
                    </LineChart>
                  </ResponsiveContainer>
                </div>
              ) : (
                <p className="mt-2 text-sm text-muted-foreground">Not measured in these interviews.</p>
              )}
              <p id={`metric-${key}-summary`} className="sr-only">
                {seriesSummary(title, rows, key, unit)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
