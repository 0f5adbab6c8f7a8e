import { CheckCircle2 } from 'lucide-react';
import { Outlet } from 'react-router';
import { Brand } from '@/components/layout/brand.tsx';

const POINTS = [
  'Questions for your role, spoken by an AI interviewer',
  'Answer on camera, like the real thing',
  'A scored report on domain knowledge, articulation and communication',
];

/** The frame around every sign-in and sign-up screen. */
export default function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-primary p-10 text-primary-foreground lg:flex">
        <Brand className="[&_span:last-child]:bg-white/15 [&_span:last-child]:text-white" />
        <div className="max-w-md">
          <p className="text-3xl font-semibold leading-tight">Walk into your next interview prepared.</p>
          <ul className="mt-8 grid gap-4">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-primary-foreground/90">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-primary-foreground/80">© 2025 Rehearse</p>
      </aside>
      <main id="main" className="flex flex-col px-4 py-8 sm:px-8">
        <div className="lg:hidden">
          <Brand />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
