import { SKILLS } from './skills.ts';
import { escapeRegExp } from '../lib/regexp.ts';

/**
 * Pulls skills, projects and requirements out of a resume or job description. The text is data: it is only
 * matched against known words and quoted as short cleaned phrases, never followed.
 */

/** Synonyms too common to prove that a text names the skill ("support", "api"). */
const TOO_COMMON = new Set(
  'api apis content support model models services tickets schema components hooks accounts budget leads pipeline pipelines cache caching node shell images container containers topics consumers http endpoints responsive analytics experiments implementation led ts js ml go rest crm backlog forecast sla logs model accounts queries joins indexes content blog seo'.split(
    ' ',
  ),
);

const mentions = (text: string, term: string) =>
  new RegExp(`(^|[^a-z0-9])${escapeRegExp(term.toLowerCase())}($|[^a-z0-9])`).exec(text);

/** Known skills the text names, in the order they first appear. */
export function extractSkills(text: string): string[] {
  const lower = text.toLowerCase();
  const found: { skill: string; at: number }[] = [];
  for (const [skill, synonyms] of Object.entries(SKILLS)) {
    // "Go" names the language only as "golang" or "goroutines": "go back" is not a skill.
    const terms = [skill.toLowerCase(), ...synonyms].filter((t) => !TOO_COMMON.has(t));
    const positions = terms.map((t) => mentions(lower, t)?.index ?? -1).filter((i) => i >= 0);
    if (positions.length) found.push({ skill, at: Math.min(...positions) });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.skill);
}

/** Phrases that read like orders to a machine are dropped rather than quoted back. */
const LOOKS_LIKE_INSTRUCTION =
  /\b(ignore|disregard|instruction|prompt|system|assistant|score|rate me|you must|as an ai)\b/i;

/** Keeps a phrase speakable and harmless: plain characters, at most `maxWords` words. */
export function cleanPhrase(phrase: string, maxWords = 10, minWords = 2): string | null {
  const words = phrase
    .replace(/[^A-Za-z0-9+#./&' -]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, maxWords);
  const cleaned = words.join(' ').replace(/[.,;: -]+$/, '');
  if (cleaned.split(' ').length < minWords || cleaned.length < 2 || LOOKS_LIKE_INSTRUCTION.test(cleaned))
    return null;
  return cleaned;
}

function units(text: string): string[] {
  return text
    .split(/[\n\r•●▪■◦·]+|(?<=[.;!?])\s+/)
    .map((s) => s.replace(/^[\s\-–*>]+/, '').trim())
    .filter((s) => s.length > 3);
}

const PROJECT_VERBS =
  /\b(built|developed|designed|implemented|launched|created|led|migrated|automated|shipped|managed|grew|ran|owned|delivered|introduced)\s+(.+)/i;

/** What the candidate says they built or led, e.g. "a real-time inventory dashboard". */
export function extractProjects(resumeText: string): string[] {
  const projects: string[] = [];
  for (const unit of units(resumeText)) {
    const match = PROJECT_VERBS.exec(unit);
    if (!match) continue;
    const object = match[2]!.split(/\s(?:with|using|for|that|which|to|by|in|across|from)\s|[,;(]/i)[0]!;
    const phrase = cleanPhrase(object, 8);
    if (phrase && !projects.includes(phrase)) projects.push(phrase);
  }
  return projects;
}

const REQUIREMENT =
  /\b(experience (?:with|in|of)|knowledge of|proficien(?:t|cy) (?:in|with)|familiar(?:ity)? with|ability to|responsible for|you will|must have|expertise in|skilled in|understanding of|track record of)\s+(.+)/i;
const VERB_TRIGGERS = /^(ability to|you will)$/i;
const TAIL =
  /\s+(is|are|would be)?\s*(a plus|preferred|required|desired|nice to have|an advantage|a must)\s*$/i;

export type Requirement = {
  phrase: string;
  /** "asks for X" or "asks you to X", so the question reads well. */ verb: boolean;
};

/** Requirements a job description states, e.g. "building REST APIs in Node.js". */
export function extractRequirements(jobDescription: string): Requirement[] {
  const requirements: Requirement[] = [];
  for (const unit of units(jobDescription)) {
    let match = REQUIREMENT.exec(unit);
    if (!match) continue;
    // "Must have experience with X": keep the innermost trigger, the one right before the requirement.
    for (
      let inner = REQUIREMENT.exec(match[2]!);
      inner && inner.index === 0;
      inner = REQUIREMENT.exec(match[2]!)
    )
      match = inner;
    const phrase = cleanPhrase(match[2]!.split(/[.;]/)[0]!.replace(TAIL, ''), 10, 1);
    if (phrase && !requirements.some((r) => r.phrase === phrase))
      requirements.push({
        phrase,
        verb: VERB_TRIGGERS.test(match[1]!) || /^responsible for$/i.test(match[1]!),
      });
  }
  return requirements;
}

export function synonymsOf(skill: string): string[] {
  return Object.hasOwn(SKILLS, skill) ? SKILLS[skill]! : [];
}
