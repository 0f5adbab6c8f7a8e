import { INCOMPLETE_RESPONSE, type QuestionReport } from '@rehearse/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { cn } from '@/lib/utils.ts';
import { CommunicationCards } from './communication-cards.tsx';
import { FeedbackLists } from './feedback-lists.tsx';

export function LevelLabel({ level }: { level: string }) {
  const incomplete = level === INCOMPLETE_RESPONSE;
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        incomplete ? 'bg-red-50 text-destructive' : 'bg-accent text-accent-foreground',
      )}
    >
      {level}
    </span>
  );
}

/** The question, the recording beside its transcript, and the summary. */
export function AnswerOverview({
  question,
  position,
  withRecording = true,
}: {
  question: QuestionReport;
  position: number;
  withRecording?: boolean;
}) {
  const recording = withRecording ? question.recording_url : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">
          Q{position}. {question.question_text}
        </h3>
        <LevelLabel level={question.level} />
      </div>
      <div className={cn('grid gap-4', recording && 'lg:grid-cols-2')}>
        {recording && (
          <video
            controls
            preload="metadata"
            src={recording}
            aria-label={`Recording of your answer to question ${position}`}
            className="aspect-video w-full rounded-lg border bg-slate-900"
          />
        )}
        <section className="rounded-lg border bg-muted/40 p-4">
          <h4 className="text-sm font-semibold">Your answer</h4>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">
            {question.answer_text || 'No answer was recorded.'}
          </p>
        </section>
      </div>
      {question.summary && (
        <section>
          <h4 className="text-sm font-semibold">Summary</h4>
          <p className="mt-1 text-sm leading-relaxed">{question.summary}</p>
        </section>
      )}
    </div>
  );
}

export const SECTIONS = ['Domain Knowledge', 'Articulation', 'Communication'] as const;

function Section({ question, section }: { question: QuestionReport; section: (typeof SECTIONS)[number] }) {
  if (section === 'Domain Knowledge') return <FeedbackLists lists={question.domain_knowledge_feedback} />;
  if (section === 'Articulation') return <FeedbackLists lists={question.articulation_feedback} />;
  return <CommunicationCards feedback={question.communication_feedback} />;
}

/** On screen: one answer with the three areas as tabs (SPEC §2). */
export function QuestionReportTabs({ question, position }: { question: QuestionReport; position: number }) {
  return (
    <div className="flex flex-col gap-5">
      <AnswerOverview question={question} position={position} />
      <Tabs defaultValue={SECTIONS[0]}>
        <TabsList aria-label="Report sections">
          {SECTIONS.map((section) => (
            <TabsTrigger key={section} value={section}>
              {section}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map((section) => (
          <TabsContent key={section} value={section}>
            <Section question={question} section={section} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** On paper: every area one after the other, since tabs cannot be clicked. */
export function QuestionReportPrint({ question, position }: { question: QuestionReport; position: number }) {
  return (
    <article className="flex flex-col gap-4 break-before-page">
      <AnswerOverview question={question} position={position} withRecording={false} />
      {SECTIONS.map((section) => (
        <section key={section} className="flex flex-col gap-2">
          <h4 className="font-semibold">{section}</h4>
          <Section question={question} section={section} />
        </section>
      ))}
    </article>
  );
}
