import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { paths } from '@/config/paths.ts';
import { useStudent } from '../api/get-student.ts';

/** One student's progress and interviews as their institute admin sees them: read only, no recordings. */
export function StudentOverview({ studentId }: { studentId: string }) {
  const query = useStudent(studentId);
  if (query.isPending) return <Skeleton className="h-60 w-full" />;
  if (query.isError)
    return (
      <section className="grid gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Student</h1>
        <p role="alert" className="text-muted-foreground">
          This student could not be found in your institute.
        </p>
        <Link to={paths.dashboard.root.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Back to the cohort
        </Link>
      </section>
    );
  const { student, progress, interviews } = query.data;
  const scored = new Map(progress.interviews.map((i) => [i.session_id, i]));
  return (
    <div className="flex flex-col gap-6">
      <title>{`${student.name} | Rehearse`}</title>
      <div>
        <Link to={paths.dashboard.root.getHref()} className="text-sm text-primary hover:underline">
          ← Cohort
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight">{student.name}</h1>
        <p className="text-muted-foreground">
          {student.email} · joined <RelativeTime value={student.created_at} /> · read only
        </p>
      </div>

      <section aria-labelledby="recurring-title" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="recurring-title" className="text-lg font-semibold">
          What keeps coming back
        </h2>
        {progress.recurring.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {progress.recurring.map((w) => (
              <li key={`${w.kind}-${w.text}`} className="rounded-full border px-3 py-1 text-sm">
                {w.kind === 'filler' ? `Filler “${w.text}”` : w.text}{' '}
                <span className="text-muted-foreground">× {w.count}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">Nothing recurring yet.</p>
        )}
      </section>

      <section aria-labelledby="interviews-title" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="interviews-title" className="mb-3 text-lg font-semibold">
          Interviews
        </h2>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Overall</TableHead>
              <TableHead>Domain / Articulation / Communication</TableHead>
              <TableHead>Report</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {interviews.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                  No interviews yet.
                </TableCell>
              </TableRow>
            ) : null}
            {interviews.map((interview) => {
              const scores = scored.get(interview.session_id);
              return (
                <TableRow key={interview.session_id}>
                  <TableCell>
                    <RelativeTime value={interview.created_at} />
                  </TableCell>
                  <TableCell>
                    {interview.job_title}
                    <div className="text-xs text-muted-foreground">
                      {interview.retake ? 'Retake · ' : ''}
                      {interview.round_type} · {interview.difficulty_level}
                    </div>
                  </TableCell>
                  <TableCell>{interview.status}</TableCell>
                  <TableCell className="font-semibold tabular-nums">
                    {interview.overall_score ?? '–'}
                  </TableCell>
                  <TableCell className="tabular-nums text-muted-foreground">
                    {scores
                      ? `${scores.domain_knowledge_score} / ${scores.articulation_score} / ${scores.communication_score}`
                      : '–'}
                  </TableCell>
                  <TableCell>
                    {interview.status === 'Report Generated' ? (
                      <Link
                        to={paths.dashboard.studentReport.getHref(student.id, interview.session_id)}
                        className="font-medium text-primary hover:underline"
                      >
                        View Report
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">–</span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
