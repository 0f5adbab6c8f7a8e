const STEPS = [
  {
    title: 'Choose your role and give details',
    text: 'Pick a job title, a round (warm-up, technical or behavioral) and a difficulty. Add your resume or the job description if you want questions about them.',
  },
  {
    title: 'Practise in real time',
    text: 'The interviewer asks industry-specific questions out loud. You answer on camera, up to two minutes per question, as you would in a video interview.',
  },
  {
    title: 'Receive detailed feedback',
    text: 'Each answer is scored against what interviewers in that field look for, with the points you covered, the ones you missed and how you sounded.',
  },
  {
    title: 'Track and refine',
    text: 'Practise again as often as your plan allows, compare your reports over time and watch the weak spots turn into strengths.',
  },
];

/** SPEC §1 four-step explainer. */
export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="below-fold bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
