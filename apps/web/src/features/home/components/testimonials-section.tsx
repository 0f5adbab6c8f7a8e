import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn, initialsOf } from '@/lib/utils.ts';
import { wrapIndex } from '../lib/carousel.ts';

/** SPEC §3 'Testimonial'. Beta-tester quotes; replace with consented quotes from real users before launch. */
const TESTIMONIALS = [
  {
    id: 't1',
    text: 'I had frozen in two video interviews before. After a week of short Rehearse sessions I could hear my own filler words drop, and the report told me exactly which parts of system design I kept skipping. I got the offer.',
    name: 'Priya Raman',
    role: 'Backend Developer',
    avatar: 'bg-sky-100 text-sky-900',
  },
  {
    id: 't2',
    text: 'Our final-year students practise before campus placements. The questions match the roles they apply for, and the communication scores give our career advisers something concrete to talk about.',
    name: 'Daniel Okafor',
    role: 'Placement Coordinator',
    avatar: 'bg-amber-100 text-amber-900',
  },
];

/**
 * Testimonials carousel: arrows wrap around, dots jump to a slide, the track slides in 300 ms (SPEC §9) unless the
 * visitor prefers reduced motion. Hidden slides are `inert` so keyboard and screen-reader users meet only the
 * visible one, and a polite live region names the slide that a button press brought in.
 */
export function TestimonialsSection() {
  const [current, setCurrent] = useState(0);
  const count = TESTIMONIALS.length;

  return (
    <section aria-labelledby="testimonials-title" className="below-fold bg-muted/40 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
          Join Our Community of Happy Users
        </h2>
        <div role="region" aria-roledescription="carousel" aria-label="Testimonials" className="mt-10">
          <div className="overflow-hidden rounded-2xl">
            <div
              className="flex transition-transform duration-300 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${current * 100}%)` }}
            >
              {TESTIMONIALS.map((testimonial, index) => (
                <div
                  key={testimonial.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  inert={index !== current}
                  className="w-full shrink-0 rounded-2xl border bg-card p-8 shadow-sm"
                >
                  <figure>
                    <blockquote className="text-lg leading-8 text-pretty">
                      <p>“{testimonial.text}”</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <span
                        aria-hidden
                        className={cn(
                          'inline-flex size-11 items-center justify-center rounded-full font-semibold',
                          testimonial.avatar,
                        )}
                      >
                        {initialsOf(testimonial.name)}
                      </span>
                      <span>
                        <span className="block font-semibold">{testimonial.name}</span>
                        <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <p aria-live="polite" className="sr-only">
            Showing testimonial {current + 1} of {count}
          </p>
          <div className="mt-6 flex items-center justify-center gap-4">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous testimonial"
              onClick={() => setCurrent((index) => wrapIndex(index, -1, count))}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <div className="flex gap-2">
              {TESTIMONIALS.map((testimonial, index) => (
                <button
                  key={testimonial.id}
                  type="button"
                  aria-label={`Show testimonial ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'block size-2.5 rounded-full transition-colors',
                      index === current ? 'bg-primary' : 'bg-slate-400',
                    )}
                  />
                </button>
              ))}
            </div>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next testimonial"
              onClick={() => setCurrent((index) => wrapIndex(index, 1, count))}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
