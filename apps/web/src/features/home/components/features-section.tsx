import { BarChart3, Bot, Building2, FileText, MessageSquareText, ScrollText } from 'lucide-react';

const FEATURES = [
  {
    icon: Bot,
    title: 'AI-powered mock interviews',
    text: 'An AI interviewer asks each question aloud and waits for your answer, so you practise speaking under realistic conditions instead of rehearsing in your head.',
  },
  {
    icon: MessageSquareText,
    title: 'Real-time feedback',
    text: 'Every answer is transcribed and scored while the interview goes on, so your report is ready minutes after the last question rather than days later.',
  },
  {
    icon: BarChart3,
    title: 'Personalized analytics',
    text: 'See how domain knowledge, articulation and communication change from one interview to the next, with strengths, weaknesses and missing areas for each answer.',
  },
  {
    icon: Building2,
    title: 'Industry-specific questions',
    text: 'Over a hundred roles across software, data, sales, marketing, finance, healthcare, education and more, each with warm-up, technical and behavioral rounds.',
  },
  {
    icon: FileText,
    title: 'Resume-based interviews',
    text: 'Upload your resume as a PDF and the interviewer asks about the projects, tools and results you actually list, just like a hiring manager would.',
  },
  {
    icon: ScrollText,
    title: 'Job-description-based interviews',
    text: 'Paste the job description of the role you applied for and practise against its real requirements before the day that counts.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="below-fold py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Everything you need to prepare
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          Rehearse combines a patient interviewer with an honest reviewer, available whenever you are.
        </p>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
