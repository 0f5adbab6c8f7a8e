import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';

type Lists = { strengths: string[]; weaknesses: string[]; missing_areas: string[] };

export const NO_SECTION_DATA = 'No data available for this section.';

const GROUPS = [
  { key: 'strengths', title: 'Strengths', Icon: CircleCheck, tone: 'text-success' },
  { key: 'weaknesses', title: 'Weaknesses', Icon: CircleAlert, tone: 'text-amber-700' },
  { key: 'missing_areas', title: 'Missing Areas', Icon: CircleMinus, tone: 'text-destructive' },
] as const;

/** Strengths / Weaknesses / Missing Areas of one scored area of one answer. */
export function FeedbackLists({ lists }: { lists: Lists }) {
  if (GROUPS.every(({ key }) => lists[key].length === 0)) {
    return <p className="text-sm text-muted-foreground">{NO_SECTION_DATA}</p>;
  }
  return (
    <div className="grid gap-4 md:grid-cols-3 print:grid-cols-3">
      {GROUPS.map(({ key, title, Icon, tone }) => (
        <section key={key} className="rounded-lg border p-4 break-inside-avoid">
          <h4 className={`flex items-center gap-2 font-semibold ${tone}`}>
            <Icon className="size-4" aria-hidden />
            {title}
          </h4>
          {lists[key].length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">None noted.</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {lists[key].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
