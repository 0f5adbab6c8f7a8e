import { Link } from 'react-router';
import type { QuestionReport } from '@rehearse/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useStudentReport } from '../api/get-student-report.ts';

function Lists({ title, lists }: { title: string; lists: QuestionReport['domain_knowledge_feedback'] }) {
  const groups = [
    ['Strengths', lists.strengths],
    ['Weaknesses', lists.weaknesses],
    ['Missing Areas', lists.missing_areas],
  ] as const;
  return (
    <div>
      <h4 className="font-medium">{title}</h4>
      <dl className="mt-1 grid gap-1 text-sm">
        {groups.map(([label, items]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{items.length ? items.join(' · ') : '–'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A student's report for their admin: scores and feedback, read only; recordings stay with the student. */
export function StudentReport({ studentId, sessionId }: { studentId: string; sessionId: string }) {
  const report = useStudentReport(studentId, sessionId);
  const back = (
    <Link to={paths.dashboard.student.getHref(studentId)} className="text-sm text-primary hover:underline">
      ← Student
    </Link>
  );
  if (report.isPending) return <Skeleton className="h-60 w-full" />;
  if (report.isError)
    return (
      <section className="grid gap-4">
        {back}
        <h1 className="text-2xl font-bold tracking-tight">Interview Report</h1>
        <p role="alert" className="text-muted-foreground">
          This report could not be loaded.
        </p>
        <Link to={paths.dashboard.root.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Back to the cohort
        </Link>
      </section>
    );
  const { overall_report: overall, questions_reports: questions } = report.data;
  const cards = [
    ['Interview Level', `${overall.overall_score}`, overall.level],
    ['Domain Knowledge', `${overall.domain_knowledge_score}`, null],
    ['Articulation', `${overall.articulation_score}`, null],
    ['Communication', `${overall.communication_score}`, null],
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      <title>Interview Report | Rehearse</title>
      <div>
        {back}
        <h1 className="mt-2 text-2xl font-bold tracking-tight">Interview Report</h1>
        <p className="text-muted-foreground">Read only. Answer recordings are visible to the student only.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, value, note]) => (
          <div key={label} className="rounded-xl border bg-card p-4 shadow-sm">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
            {note ? <p className="text-sm">{note}</p> : null}
          </div>
        ))}
      </div>
      <ol className="grid gap-4">
        {questions.map((q, index) => (
          <li key={q.question_id} className="rounded-xl border bg-card p-4 shadow-sm">
            <h2 className="font-semibold">
              Q{index + 1}. {q.question_text}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Score {q.score} · {q.level}
            </p>
            <h3 className="mt-3 text-sm font-medium">Answer</h3>
            <p className="text-sm">{q.answer_text || 'No answer.'}</p>
            <p className="mt-2 text-sm">{q.summary}</p>
            <div className="mt-3 grid gap-4 md:grid-cols-3">
              <Lists title="Domain Knowledge" lists={q.domain_knowledge_feedback} />
              <Lists title="Articulation" lists={q.articulation_feedback} />
              <div>
                <h4 className="font-medium">Communication</h4>
                <dl className="mt-1 grid gap-1 text-sm">
                  {Object.entries(q.communication_feedback).map(([metric, m]) => (
                    <div key={metric} className="flex justify-between gap-2">
                      <dt className="text-muted-foreground">{metric.replace(/_/g, ' ')}</dt>
                      <dd>{m.value === null ? 'N/A' : `${m.value} ${m.unit}`.trim()}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
