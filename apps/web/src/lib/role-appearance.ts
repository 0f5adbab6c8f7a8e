import type { PracticeRole } from '@rehearse/contracts';
import {
  BriefcaseBusiness,
  Code,
  Handshake,
  Headset,
  HeartHandshake,
  Infinity as InfinityIcon,
  Layers,
  Megaphone,
  Server,
  type LucideIcon,
} from 'lucide-react';

export type RoleAppearance = {
  icon: LucideIcon;
  /** Tailwind classes for the icon tile; light tints keep the dark text above 4.5:1 contrast. */
  iconColor: string;
  /** Tailwind background of the landing card. */
  bgColor: string;
};

/**
 * The eight practice roles (SPEC §3 'Practice role card'): the landing's 'Try for Free' cards and the dashboard's
 * interview cards show the same icon and colour; other titles look neutral.
 */
export const ROLE_APPEARANCE: Record<PracticeRole, RoleAppearance> = {
  'Backend Developer': { icon: Server, iconColor: 'bg-sky-100 text-sky-800', bgColor: 'bg-sky-50' },
  'Frontend Developer': { icon: Code, iconColor: 'bg-violet-100 text-violet-800', bgColor: 'bg-violet-50' },
  'Full Stack Developer': {
    icon: Layers,
    iconColor: 'bg-indigo-100 text-indigo-800',
    bgColor: 'bg-indigo-50',
  },
  'Sales Representative': {
    icon: Handshake,
    iconColor: 'bg-amber-100 text-amber-900',
    bgColor: 'bg-amber-50',
  },
  'Marketing Executive': { icon: Megaphone, iconColor: 'bg-rose-100 text-rose-800', bgColor: 'bg-rose-50' },
  'Support Engineer': { icon: Headset, iconColor: 'bg-teal-100 text-teal-800', bgColor: 'bg-teal-50' },
  'DevOps Engineer': {
    icon: InfinityIcon,
    iconColor: 'bg-emerald-100 text-emerald-800',
    bgColor: 'bg-emerald-50',
  },
  'Customer Success': {
    icon: HeartHandshake,
    iconColor: 'bg-orange-100 text-orange-900',
    bgColor: 'bg-orange-50',
  },
};

const OTHER_ROLE: RoleAppearance = {
  icon: BriefcaseBusiness,
  iconColor: 'bg-slate-100 text-slate-800',
  bgColor: 'bg-slate-50',
};

export function roleAppearance(jobTitle: string): RoleAppearance {
  return ROLE_APPEARANCE[jobTitle.trim() as PracticeRole] ?? OTHER_ROLE;
}
