import {
  VERDICT_TONE_LABELS,
  VERDICT_TONES,
  type QuestionReport,
  type VerdictTone,
} from '@rehearse/contracts';
import { CircleAlert, CircleCheck, CircleDot } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { COMMUNICATION_METRICS, formatMetricValue, hasCommunicationData } from '../lib/communication.ts';
import { NO_SECTION_DATA } from './feedback-lists.tsx';

/** Colour with words and an icon, never colour alone: on target, close, work on it (as the landing sample). */
const TONE_STYLES: Record<VerdictTone, { className: string; Icon: typeof CircleCheck }> = {
  on_target: { className: 'bg-green-100 text-green-900 border-green-300', Icon: CircleCheck },
  close: { className: 'bg-amber-100 text-amber-950 border-amber-300', Icon: CircleDot },
  work_on_it: { className: 'bg-red-100 text-red-900 border-red-300', Icon: CircleAlert },
};

function Verdict({ verdict }: { verdict: string }) {
  const tone = VERDICT_TONES[verdict];
  if (!tone) return <p className="text-sm font-medium">{verdict}</p>;
  const { className, Icon } = TONE_STYLES[tone];
  return (
    <p
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium',
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      {verdict}
      <span className="font-normal">· {VERDICT_TONE_LABELS[tone]}</span>
    </p>
  );
}

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
            {metric.value !== null && <Verdict verdict={metric.verdict} />}
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
