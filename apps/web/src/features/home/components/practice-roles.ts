import type { PracticeRole } from '@rehearse/contracts';
import { ROLE_APPEARANCE, type RoleAppearance } from '@/lib/role-appearance.ts';

/** A card of the 'Try for Free' grid (SPEC §3 'Practice role card'). */
export type PracticeRoleCard = RoleAppearance & {
  title: PracticeRole;
  description: string;
  /** Used only when the catalogue has no entry for the title (e.g. it has not loaded). */
  fallbackJobDescription: string;
};

export const PRACTICE_ROLE_CARDS: readonly PracticeRoleCard[] = [
  {
    title: 'Backend Developer',
    description: 'APIs, databases, caching and reliability questions for server-side engineers.',
    ...ROLE_APPEARANCE['Backend Developer'],
    fallbackJobDescription:
      'Design, build and operate server-side services and REST APIs; model data and write efficient SQL; add caching and background jobs; write automated tests; monitor and troubleshoot services in production.',
  },
  {
    title: 'Frontend Developer',
    description: 'Components, state, performance and accessibility for people who build user interfaces.',
    ...ROLE_APPEARANCE['Frontend Developer'],
    fallbackJobDescription:
      'Build fast, accessible user interfaces in React and TypeScript from product designs; manage client state and data fetching; test components end to end; measure and improve page performance.',
  },
  {
    title: 'Full Stack Developer',
    description: 'End-to-end delivery, from the database schema to the screen the customer clicks.',
    ...ROLE_APPEARANCE['Full Stack Developer'],
    fallbackJobDescription:
      'Deliver features end to end: React on the frontend, Node.js services and PostgreSQL on the backend, CI/CD deployments; slice work into small releases and keep tests meaningful.',
  },
  {
    title: 'Sales Representative',
    description: 'Prospecting, discovery calls, objection handling and closing deals.',
    ...ROLE_APPEARANCE['Sales Representative'],
    fallbackJobDescription:
      'Find and win new customers in a territory: prospect by phone and email, run discovery meetings and demos, handle objections, negotiate and close, and keep the CRM up to date.',
  },
  {
    title: 'Marketing Executive',
    description: 'Campaign planning, channels, budgets and measuring what works.',
    ...ROLE_APPEARANCE['Marketing Executive'],
    fallbackJobDescription:
      'Plan and run marketing campaigns across email, social and paid channels; write briefs and content; manage a budget; track leads and conversion and report on what worked.',
  },
  {
    title: 'Support Engineer',
    description: 'Troubleshooting, clear explanations and calm handling of escalations.',
    ...ROLE_APPEARANCE['Support Engineer'],
    fallbackJobDescription:
      'Resolve technical issues reported by customers: reproduce problems, read logs, explain fixes clearly, escalate bugs with precise reports, and write help articles that prevent repeat tickets.',
  },
  {
    title: 'DevOps Engineer',
    description: 'CI/CD, infrastructure as code, containers, monitoring and incidents.',
    ...ROLE_APPEARANCE['DevOps Engineer'],
    fallbackJobDescription:
      'Keep the path from commit to production fast and safe: maintain CI/CD pipelines, manage infrastructure as code, run containers on Kubernetes, build monitoring and alerting, and lead incident response.',
  },
  {
    title: 'Customer Success',
    description: 'Onboarding, adoption, renewals and turning accounts into advocates.',
    ...ROLE_APPEARANCE['Customer Success'],
    fallbackJobDescription:
      'Own a portfolio of customer accounts: onboard new customers, drive product adoption, run business reviews, spot churn risks early and secure renewals and expansions.',
  },
];
