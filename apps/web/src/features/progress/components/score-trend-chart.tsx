import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SCORE_SERIES, seriesSummary, type ChartRow } from '../lib/progress-data.ts';

/** Overall and the three areas over time, one line each (told apart by dash as well as colour). */
export function ScoreTrendChart({ rows }: { rows: ChartRow[] }) {
  const summary = SCORE_SERIES.map((s) => seriesSummary(s.name, rows, s.key)).join(' ');
  return (
    <figure className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <figcaption className="mb-3 font-semibold" id="score-trend-title">
        Scores over time
      </figcaption>
      <div
        role="img"
        aria-labelledby="score-trend-title"
        aria-describedby="score-trend-summary"
        className="h-72"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={rows}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} padding={{ left: 40, right: 40 }} />
            <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} width={36} />
            <Tooltip labelFormatter={(_, payload) => payload[0]?.payload?.name ?? ''} />
            {/* In the order of the lines, Overall first, not alphabetical. */}
            <Legend itemSorter={null} />
            {SCORE_SERIES.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.name}
                stroke={s.colour}
                strokeWidth={s.key === 'overall_score' ? 3 : 2}
                strokeDasharray={s.dash}
                dot={{ r: 4 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <p id="score-trend-summary" className="sr-only">
        {summary}
      </p>
    </figure>
  );
}
