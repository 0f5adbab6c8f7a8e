import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion.tsx';
import { paths } from '@/config/paths.ts';

const FAQS = [
  {
    id: 'questions',
    question: 'How are the interview questions generated from my resume and target role?',
    answer: [
      'Every interview starts from the job title you choose. Our interview engine picks questions for that role, round (warm-up, technical or behavioral) and difficulty from a question bank written for the role, where each question comes with the key points a good answer covers.',
      'If you upload your resume (PDF) or paste a job description, the engine reads the skills, tools and requirements in it and prefers questions about them, for example asking about a technology you list or a responsibility the job asks for. Your resume is treated as information about you, never as instructions to the interviewer.',
    ],
  },
  {
    id: 'non-technical',
    question: 'Can I practise for non-technical roles?',
    answer: [
      'Yes. Besides software and data roles, the catalogue covers sales, marketing, customer success, support, finance, HR, operations, healthcare, education and more, and behavioral rounds work for any job.',
      'If your role is missing, search for it in the job-title box at the top of this page and use the “Request the role here” link. We review every request and add roles to the catalogue.',
    ],
  },
  {
    id: 'data',
    question: 'Is my data safe with Rehearse?',
    answer: [
      'Your data is protected by encryption in transit: the site is served over HTTPS, so your answers, recordings and resume travel encrypted. Passwords are stored only as salted hashes, and sign-in sessions only as hashes of their tokens.',
      'By default our own AI engine transcribes and scores your answers on our servers, so your recordings are not sent to a third-party AI service. Eye contact is measured in your browser; only the resulting percentages are sent, never images of your face. Within the app, only you can watch your recordings and read your reports.',
      <>
        The{' '}
        <Link
          to={paths.privacyPolicy.getHref()}
          className="font-medium text-primary underline underline-offset-4"
        >
          Privacy Policy
        </Link>{' '}
        explains what we keep, for how long, and how to have it deleted.
      </>,
    ],
  },
];

/** SPEC §2 FAQ: one item open at a time, and the open one closes when clicked again. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="below-fold py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <Accordion type="single" collapsible className="mt-10">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id}>
              <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
              <AccordionContent className="flex flex-col gap-3 leading-6 text-muted-foreground">
                {faq.answer.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
