import type { ReactNode } from 'react';
import { INCOMPLETE_RESPONSE, type QuestionReport } from '@rehearse/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { cn } from '@/lib/utils.ts';
import { AnswerTranscript } from './answer-transcript.tsx';
import { CommunicationCards } from './communication-cards.tsx';
import { FeedbackLists } from './feedback-lists.tsx';
import { ModelAnswer } from './model-answer.tsx';
import { QuestionAttempts } from './question-attempts.tsx';

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

/** The question, the recording tied to its transcript, the summary, the model answer and earlier attempts. */
export function AnswerOverview({
  question,
  position,
  withRecording = true,
  retake,
}: {
  question: QuestionReport;
  position: number;
  withRecording?: boolean;
  /** The retake button of this question (on screen only). */
  retake?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">
          Q{position}. {question.question_text}
        </h3>
        <LevelLabel level={question.level} />
        {retake ? <div className="ml-auto print:hidden">{retake}</div> : null}
      </div>
      <AnswerTranscript question={question} position={position} withRecording={withRecording} />
      {question.summary && (
        <section>
          <h4 className="text-sm font-semibold">Summary</h4>
          <p className="mt-1 text-sm leading-relaxed">{question.summary}</p>
        </section>
      )}
      <div className={cn('grid gap-4', question.attempts.length > 1 && 'lg:grid-cols-2')}>
        <ModelAnswer model={question.model_answer} />
        <QuestionAttempts attempts={question.attempts} />
      </div>
    </div>
  );
}

export const SECTIONS = ['Domain Knowledge', 'Articulation', 'Communication'] as const;
/** A tab's value becomes part of element ids (aria-controls), which cannot hold spaces. */
const tabValue = (section: (typeof SECTIONS)[number]) => section.toLowerCase().replace(/ /g, '-');

function Section({ question, section }: { question: QuestionReport; section: (typeof SECTIONS)[number] }) {
  if (section === 'Domain Knowledge') return <FeedbackLists lists={question.domain_knowledge_feedback} />;
  if (section === 'Articulation') return <FeedbackLists lists={question.articulation_feedback} />;
  return <CommunicationCards feedback={question.communication_feedback} />;
}

/** On screen: one answer with the three areas as tabs (SPEC §2). */
export function QuestionReportTabs({
  question,
  position,
  retake,
}: {
  question: QuestionReport;
  position: number;
  retake: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <AnswerOverview question={question} position={position} retake={retake} />
      <Tabs defaultValue={tabValue(SECTIONS[0])}>
        <TabsList aria-label="Report sections">
          {SECTIONS.map((section) => (
            <TabsTrigger key={section} value={tabValue(section)}>
              {section}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map((section) => (
          <TabsContent key={section} value={tabValue(section)}>
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
