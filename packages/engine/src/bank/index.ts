import type { DifficultyLevel, PracticeRole, RoundType } from '@rehearse/contracts';
import { bank as backendDeveloper } from './roles/backend-developer.ts';
import { bank as customerSuccess } from './roles/customer-success.ts';
import { bank as devopsEngineer } from './roles/devops-engineer.ts';
import { bank as frontendDeveloper } from './roles/frontend-developer.ts';
import { bank as fullStackDeveloper } from './roles/full-stack-developer.ts';
import { bank as marketingExecutive } from './roles/marketing-executive.ts';
import { bank as salesRepresentative } from './roles/sales-representative.ts';
import { bank as supportEngineer } from './roles/support-engineer.ts';
import type { BankQuestion, RoleBank } from './types.ts';

export const ROLE_BANKS: readonly RoleBank[] = [
  backendDeveloper,
  frontendDeveloper,
  fullStackDeveloper,
  salesRepresentative,
  marketingExecutive,
  supportEngineer,
  devopsEngineer,
  customerSuccess,
];

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function roleBank(jobTitle: string): RoleBank | undefined {
  const wanted = normalise(jobTitle);
  return ROLE_BANKS.find((b) => normalise(b.role) === wanted);
}

/** Other titles of each role: a job named one of them is that role. */
const ROLE_TITLES: Record<PracticeRole, string[]> = {
  'Backend Developer': ['backend engineer', 'software engineer', 'software developer', 'programmer'],
  'Frontend Developer': ['frontend engineer', 'web developer', 'ui developer'],
  'Full Stack Developer': ['full stack engineer', 'web developer', 'software engineer', 'software developer'],
  'Sales Representative': ['account executive', 'sales executive', 'business development representative'],
  'Marketing Executive': ['marketing manager', 'marketing specialist', 'digital marketing executive'],
  'Support Engineer': ['technical support engineer', 'it support specialist', 'help desk technician'],
  'DevOps Engineer': ['site reliability engineer', 'platform engineer', 'cloud engineer'],
  'Customer Success': ['customer success manager', 'account manager'],
};

/** Whether a job title names the role or one of its other titles, alone or in a longer title ("Senior Software Engineer"). */
export function namesRole(jobTitle: string, role: PracticeRole): boolean {
  const job = ` ${normalise(jobTitle)} `;
  return [role, ...ROLE_TITLES[role]].some((title) => job.includes(` ${normalise(title)} `));
}

export function bankQuestions(
  role: PracticeRole,
  round: RoundType,
  difficulty: DifficultyLevel,
): BankQuestion[] {
  return roleBank(role)?.questions[round][difficulty] ?? [];
}

export type LocatedBankQuestion = BankQuestion & {
  role: PracticeRole;
  round_type: RoundType;
  difficulty_level: DifficultyLevel;
};

let index: Map<string, LocatedBankQuestion> | null = null;

/** Every bank question with where it sits, indexed by id and by its normalised text. */
function bankIndex(): Map<string, LocatedBankQuestion> {
  if (index) return index;
  index = new Map();
  for (const roleBank of ROLE_BANKS) {
    for (const [round, byDifficulty] of Object.entries(roleBank.questions)) {
      for (const [difficulty, questions] of Object.entries(byDifficulty)) {
        for (const q of questions) {
          const located = {
            ...q,
            role: roleBank.role,
            round_type: round as RoundType,
            difficulty_level: difficulty as DifficultyLevel,
          };
          index.set(q.id, located);
          index.set(normalise(q.text), located);
        }
      }
    }
  }
  return index;
}

export function allBankQuestions(): LocatedBankQuestion[] {
  return [...new Set(bankIndex().values())];
}

/** The bank question with this id or exactly this text (case and punctuation aside). */
export function findBankQuestion(idOrText: string): LocatedBankQuestion | undefined {
  return bankIndex().get(idOrText) ?? bankIndex().get(normalise(idOrText));
}
