import { useState } from 'react';
import type { StartInterviewResult } from '@rehearse/contracts';
import { Link, useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useInterview } from '../api/get-interview.ts';
import { useInterviewReport } from '../api/get-interview-report.ts';
import { usePrinting } from '../hooks/use-printing.ts';
import { FeedbackButton } from './feedback-button.tsx';
import { LevelBar } from './level-bar.tsx';
import { PractiseNext, RetakeButton } from './practise-next.tsx';
import { QuestionReportPrint, QuestionReportTabs } from './question-report.tsx';
import { QuestionSelector } from './question-selector.tsx';
import { ScoreCards } from './score-cards.tsx';

export const NO_QUESTION_DATA = 'No question data available.';

function ReportUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Interview Report</h1>
      <p className="text-muted-foreground">This report could not be loaded.</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
        <Link to={paths.dashboard.root.getHref()} className={buttonVariants()}>
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}

type OnRetake = (interview: StartInterviewResult) => void;

function Report({ sessionId, onRetake }: { sessionId: string; onRetake: OnRetake }) {
  const report = useInterviewReport(sessionId);
  const interview = useInterview(sessionId);
  const [selected, setSelected] = useState(0);
  const printing = usePrinting();

  if (report.isPending) return <PageSpinner />;
  if (report.isError) return <ReportUnavailable onRetry={() => void report.refetch()} />;

  const { overall_report: overall, questions_reports: questions } = report.data;
  const current = questions[Math.min(selected, questions.length - 1)];
  const subtitle = interview.data
    ? `${interview.data.job_title} · ${interview.data.round_type} · ${interview.data.difficulty_level}`
    : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 print:pb-0">
      <title>Interview Report | Rehearse</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Interview Report</h1>
          {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
        </div>
        <Button variant="outline" size="sm" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden />
          Print
        </Button>
      </header>
      <PractiseNext sessionId={sessionId} actions={report.data.practise_next} onRetake={onRetake} />
      <LevelBar score={overall.overall_score} level={overall.level} />
      <ScoreCards report={overall} questionScores={questions.map((q) => q.score)} />
      <section aria-labelledby="answers-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="answers-title" className="mb-4 text-xl font-semibold">
          Answers
        </h2>
        {current && printing ? (
          <div className="flex flex-col gap-8">
            {questions.map((question, index) => (
              <QuestionReportPrint key={question.question_id} question={question} position={index + 1} />
            ))}
          </div>
        ) : current ? (
          <div className="flex flex-col gap-5">
            <QuestionSelector count={questions.length} selected={selected} onSelect={setSelected} />
            <QuestionReportTabs
              key={current.question_id}
              question={current}
              position={selected + 1}
              retake={
                <RetakeButton
                  sessionId={sessionId}
                  questionId={current.question_id}
                  questionNumber={selected + 1}
                  onRetake={onRetake}
                  variant="outline"
                />
              }
            />
          </div>
        ) : (
          <p className="text-muted-foreground">{NO_QUESTION_DATA}</p>
        )}
      </section>
      <FeedbackButton sessionId={sessionId} />
    </div>
  );
}

/**
 * /dashboard/:id/report: the scored report of one interview (SPEC §2). `onRetake` takes a retake made from the
 * report on to the media check and the room.
 */
export function ReportPage({ onRetake }: { onRetake: OnRetake }) {
  const { id } = useParams();
  if (!id) return <ReportUnavailable onRetry={() => window.location.reload()} />;
  return <Report sessionId={id} onRetake={onRetake} />;
}
