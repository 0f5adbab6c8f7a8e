import { levelFor } from '@rehearse/contracts';
import { Gauge } from '@/components/ui/gauge.tsx';
import { gaugeColour } from '@/lib/gauge-colour.ts';

type OverallReport = {
  overall_score: number;
  domain_knowledge_score: number;
  articulation_score: number;
  communication_score: number;
  level: string;
};

/** The four gauge cards of SPEC §2, coloured by the §9 bands. */
export function ScoreCards({ report }: { report: OverallReport }) {
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
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
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
        </li>
      ))}
    </ul>
  );
}
