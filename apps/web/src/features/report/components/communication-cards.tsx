import type { QuestionReport } from '@rehearse/contracts';
import { COMMUNICATION_METRICS, formatMetricValue, hasCommunicationData } from '../lib/communication.ts';
import { NO_SECTION_DATA } from './feedback-lists.tsx';

/** Each communication and body-language check with its value beside the target it is judged against. */
export function CommunicationCards({ feedback }: { feedback: QuestionReport['communication_feedback'] }) {
  if (!hasCommunicationData(feedback))
    return <p className="text-sm text-muted-foreground">{NO_SECTION_DATA}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
      {COMMUNICATION_METRICS.map(({ key, title }) => {
        const metric = feedback[key];
        return (
          <li key={key} className="flex flex-col gap-1 rounded-lg border p-4 break-inside-avoid">
            <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
            <p className="text-2xl font-bold tabular-nums">{formatMetricValue(metric)}</p>
            <p className="text-xs text-muted-foreground">Target: {metric.target}</p>
            {metric.value !== null && <p className="text-sm font-medium">{metric.verdict}</p>}
            {metric.evidence.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
                {metric.evidence.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
