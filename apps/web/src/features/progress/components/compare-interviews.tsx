import { useId, useState } from 'react';
import { METRIC_TARGET_BANDS, type ProgressInterview } from '@rehearse/contracts';
import { formatScoreChange, scoreChangeTone } from '@/lib/score-change.ts';
import { cn } from '@/lib/utils.ts';
import { interviewName, METRIC_SERIES, metricChange, SCORE_SERIES } from '../lib/progress-data.ts';

const DIRECTION_WORDS = { closer: 'closer to target', further: 'further from target', same: 'same distance' };
const DIRECTION_TONES = {
  closer: 'text-green-800 bg-green-100',
  further: 'text-red-800 bg-red-100',
  same: 'text-slate-700 bg-slate-100',
};

function InterviewPicker({
  label,
  interviews,
  value,
  onChange,
}: {
  label: string;
  interviews: readonly ProgressInterview[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {interviews.map((i, n) => (
          <option key={i.session_id} value={i.session_id}>
            {n + 1}. {interviewName(i)} ({i.round_type}, {i.difficulty_level})
          </option>
        ))}
      </select>
    </div>
  );
}

const show = (value: number | null, unit: string) =>
  value === null ? 'N/A' : `${value}${unit === '%' ? '%' : ` ${unit}`}`;

/** Two interviews side by side: every score and metric, with the change from the first to the second. */
export function CompareInterviews({ interviews }: { interviews: readonly ProgressInterview[] }) {
  const [firstId, setFirstId] = useState(interviews.at(-2)?.session_id ?? '');
  const [secondId, setSecondId] = useState(interviews.at(-1)?.session_id ?? '');
  const first = interviews.find((i) => i.session_id === firstId);
  const second = interviews.find((i) => i.session_id === secondId);
  return (
    <section aria-labelledby="compare-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="compare-title" className="font-semibold">
        Compare two interviews
      </h2>
      {interviews.length < 2 || !first || !second ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Take another interview to compare two side by side.
        </p>
      ) : (
        <>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <InterviewPicker
              label="First interview"
              interviews={interviews}
              value={firstId}
              onChange={setFirstId}
            />
            <InterviewPicker
              label="Second interview"
              interviews={interviews}
              value={secondId}
              onChange={setSecondId}
            />
          </div>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">
                {interviewName(first)} compared with {interviewName(second)}
              </caption>
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Measure
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    First
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Second
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Change
                  </th>
                </tr>
              </thead>
              <tbody>
                {SCORE_SERIES.map(({ key, name }) => (
                  <tr key={key} className="border-b">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {name}
                    </th>
                    <td className="py-2 pr-3 tabular-nums">{first[key]}</td>
                    <td className="py-2 pr-3 tabular-nums">{second[key]}</td>
                    <td className="py-2">
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-medium',
                          scoreChangeTone(second[key] - first[key]),
                        )}
                      >
                        {formatScoreChange(second[key] - first[key])}
                      </span>
                    </td>
                  </tr>
                ))}
                {METRIC_SERIES.map(({ key, title }) => {
                  const unit = METRIC_TARGET_BANDS[key].unit;
                  const change = metricChange(key, first.metrics[key], second.metrics[key]);
                  return (
                    <tr key={key} className="border-b last:border-b-0">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {title}
                      </th>
                      <td className="py-2 pr-3 tabular-nums">{show(first.metrics[key], unit)}</td>
                      <td className="py-2 pr-3 tabular-nums">{show(second.metrics[key], unit)}</td>
                      <td className="py-2">
                        {change ? (
                          <span
                            className={cn(
                              'rounded-full px-2 py-0.5 text-xs font-medium',
                              DIRECTION_TONES[change.direction],
                            )}
                          >
                            {change.difference > 0 ? '+' : ''}
                            {change.difference}, {DIRECTION_WORDS[change.direction]}
                          </span>
                        ) : (
                          <span className="text-muted-foreground">N/A</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
