import { levelFor } from '@rehearse/contracts';
import { Gauge } from '@/components/ui/gauge.tsx';
import { gaugeColour } from '@/lib/gauge-colour.ts';
import { interviewLevelExplanation } from '../lib/interview-level.ts';

type OverallReport = {
  overall_score: number;
  domain_knowledge_score: number;
  articulation_score: number;
  communication_score: number;
  level: string;
};

/** How the Interview Level is worked out, with this interview's own numbers, where the level is shown. */
function InterviewLevelExplained({ overall, questionScores }: { overall: number; questionScores: number[] }) {
  const explanation = interviewLevelExplanation(overall, questionScores);
  return (
    <details className="mt-3 w-full text-left text-sm">
      <summary className="cursor-pointer text-center font-medium text-primary">
        How is this worked out?
      </summary>
      <p className="mt-2 text-muted-foreground">{explanation.sum}</p>
      <p className="mt-1 text-muted-foreground">{explanation.perQuestion}</p>
    </details>
  );
}

/** The four gauge cards of SPEC §2, coloured by the §9 bands. */
export function ScoreCards({ report, questionScores }: { report: OverallReport; questionScores: number[] }) {
  const cards = [
    { title: 'Interview Level', score: report.overall_score, level: report.level },
    {
      title: 'Domain Knowledge',
      score: report.domain_knowledge_score,
      level: levelFor(report.domain_knowledge_score),
    },
    { title: 'Articulation', score: report.articulation_score, level: levelFor(report.articulation_score) },
    {
      title: 'Communication',
      score: report.communication_score,
      level: levelFor(report.communication_score),
    },
  ];
  return (
    // items-start: opening the level's explanation lengthens its own card only.
    <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col items-center rounded-xl border bg-card p-5 text-center shadow-sm break-inside-avoid"
        >
          <h3 className="font-semibold">{card.title}</h3>
          <Gauge
            value={card.score}
            color={gaugeColour(card.score)}
            label={`${card.title} score`}
            className="mt-3 w-36"
          />
          <p className="mt-2 text-sm font-medium text-muted-foreground">{card.level}</p>
          {card.title === 'Interview Level' ? (
            <InterviewLevelExplained overall={card.score} questionScores={questionScores} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
