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

type RoleAppearance = { icon: LucideIcon; className: string };

/** The eight practice roles keep the icon and colour of their landing card (SPEC §3); other titles look neutral. */
const ROLE_APPEARANCE: Record<PracticeRole, RoleAppearance> = {
  'Backend Developer': { icon: Server, className: 'bg-sky-100 text-sky-800' },
  'Frontend Developer': { icon: Code, className: 'bg-violet-100 text-violet-800' },
  'Full Stack Developer': { icon: Layers, className: 'bg-indigo-100 text-indigo-800' },
  'Sales Representative': { icon: Handshake, className: 'bg-amber-100 text-amber-900' },
  'Marketing Executive': { icon: Megaphone, className: 'bg-rose-100 text-rose-800' },
  'Support Engineer': { icon: Headset, className: 'bg-teal-100 text-teal-800' },
  'DevOps Engineer': { icon: InfinityIcon, className: 'bg-emerald-100 text-emerald-800' },
  'Customer Success': { icon: HeartHandshake, className: 'bg-orange-100 text-orange-900' },
};

const OTHER_ROLE: RoleAppearance = { icon: BriefcaseBusiness, className: 'bg-slate-100 text-slate-800' };

export function roleAppearance(jobTitle: string): RoleAppearance {
  return ROLE_APPEARANCE[jobTitle.trim() as PracticeRole] ?? OTHER_ROLE;
}
