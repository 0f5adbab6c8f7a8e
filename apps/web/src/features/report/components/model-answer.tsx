import { Lightbulb } from 'lucide-react';
import type { QuestionReport } from '@rehearse/contracts';

/** What a strong answer to this question says, and the key points it covers. */
export function ModelAnswer({ model }: { model: QuestionReport['model_answer'] }) {
  if (!model.text && model.covers.length === 0) return null;
  return (
    <section
      aria-label="Model answer"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950"
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb aria-hidden className="size-4" />
        {model.text ? 'Model answer' : 'What a strong answer covers'}
      </h4>
      {model.text ? <p className="mt-2 text-sm leading-relaxed">{model.text}</p> : null}
      {model.covers.length ? (
        <>
          {model.text ? <h5 className="mt-3 text-sm font-medium">What a strong answer covers</h5> : null}
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {model.covers.map((point) => (
              <li key={point}>{point.charAt(0).toUpperCase() + point.slice(1)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
