import { contentStems } from './text.ts';

/**
 * What a passage sets aside as not needed, not mattering or best avoided: "There's no real need to look at our
 * delivery logs", "Time zones and request IDs don't really matter", "Modules I'd avoid", "I'd skip discovery questions
 * on the call". A passage that sets a thing aside does not say a key point that asks for it, whatever words of the
 * point it names (docs/decisions/211).
 */

/** Where a clause ends: punctuation, or a conjunction that starts another claim. */
const CLAUSE_END =
  /[,;:.!?]|\b(?:because|since|so|but|which|while|whereas|although|though|otherwise|unless)\b/i;

/**
 * Words that set aside what follows them: "no need to look at…", "you don't have to…", "I'd avoid…", "skip…" opening a
 * clause. "…to avoid collisions" is a purpose, not a thing set aside, so "avoid", "skip" and "ignore" count only after
 * their speaker ("I'd skip…") or opening a clause ("Avoid…").
 */
const BEFORE_WHAT_IS_SET_ASIDE = new RegExp(
  [
    String.raw`\bno (?:real |actual |big |great )?(?:need|point) (?:to|for|in)\b`,
    String.raw`\b(?:do|does|did)(?:n['’]t| not) (?:really |even |actually |ever )?(?:need(?: to)?|have to|bother (?:with|to))\b`,
    String.raw`\b(?:i|we|you)(?:['’]d|['’]ll| would| should| can| could| will)?(?: just| always| usually| generally| normally| rather)?(?: tend to)? (?:avoid|skip|ignore|leave out|steer clear of)\b`,
    String.raw`^\s*(?:(?:and|then|just|always)\s+)*(?:avoid|skip|ignore)\b`,
  ].join('|'),
  'gi',
);

/**
 * Words that set aside what comes before them in the clause: "…request IDs don't really matter", "…isn't really
 * needed", "…is overkill", "Modules I'd avoid".
 */
const AFTER_WHAT_IS_SET_ASIDE = new RegExp(
  [
    String.raw`\b(?:do|does|did)(?:n['’]t| not) (?:really |even |actually |much )?matter\b`,
    String.raw`\b(?:is|are|was|were|['’]s|['’]re)(?:n['’]t| not) (?:really |even |actually |that |very |all that |strictly )?(?:needed|necessary|required|important|worth it|worth the effort|relevant|useful|a (?:concern|priority))\b`,
    String.raw`\b(?:is|are|['’]s|['’]re) (?:just |really |totally |completely |usually |often )?(?:unnecessary|overkill|pointless|irrelevant|a waste of time)\b`,
    String.raw`\b(?:i|we)(?:['’]d| would)? (?:just |always |rather )?(?:avoid|skip|ignore)\s*$`,
  ].join('|'),
  'gi',
);

/** A clause that opens on a condition or a side of a comparison: "With JWTs…", "For a prototype…", "Once it's cached…". */
const FRAMED = /^\s*(?:with|for|in|on|using|under|once|if|when|whenever|unlike|compared to|compared with)\b/i;
/** A condition said in a clause of its own before the cue is at most this long: "With JWTs, you don't need…". */
const FRAME_WORDS = 5;

/** At most this many words after its cue are what a clause sets aside: the thing, not the rest of the claim. */
const THING_SET_ASIDE = 6;

/** Where what follows a cue stops being the thing set aside: "avoid string concatenation and use…". */
const THING_ENDS =
  /\b(?:and|or|then|to|when|if|there|that|where|instead|until|before|after|by|with|because|so)\b/i;

/** The clauses of a passage, in order. */
function clausesOf(passage: string): string[] {
  return passage.split(CLAUSE_END).filter((clause) => clause.trim());
}

/**
 * What a passage sets aside, as stems, and what it says outside that, as stems (none read where it sets nothing aside)
 * and as text.
 */
export type SetAside = { setAside: Set<string>; rest: Set<string>; restText: string };

/**
 * A thing set aside with one of these before it is a waste avoided, not a practice dismissed ("skip unnecessary
 * renders", "avoid duplicate charges"), or something besides what the answer is about ("you don't need any other
 * security software").
 */
const NOT_THE_THING =
  /^(?:(?:the|any|all|a|an)\s+)*(?:unnecessary|needless|extra|redundant|wasted|duplicated?|double|repeated|other|another|separate|additional|more|else)\b/i;

/**
 * A key point that asks for less of something ("denormalize to avoid costly joins", "reduce the bundle size") is made,
 * not set aside, by an answer that says the thing is not needed ("…queries don't need a pile of joins").
 */
export const ASKS_FOR_LESS =
  /\b(?:avoid\w*|prevent\w*|reduc\w*|without|fewer|less|minimi[sz]\w*|eliminat\w*|cut\w*|skip\w*|instead of|rather than|no longer|out of)\b/i;

/**
 * The doing before the thing set aside: "no need to look at our delivery logs" sets aside the logs, not looking, and
 * "I'd avoid using modules" the modules. After "to" the first word is a verb; elsewhere a leading "-ing" form is.
 */
const DOING_TO = /^\s*(?:\S+)(?:\s+(?:at|about|into|with|for|on|up|through|over|out|in|to))?\b/i;
const DOING = /^\s*\w+ing(?:\s+(?:at|about|into|with|for|on|up|through|over|out|in|to))?\b/i;

/** The stems of what a passage sets aside (none where it sets nothing aside), and of the rest of it. */
export function readSetAside(passage: string): SetAside {
  const spans: string[] = [];
  let restText = passage;
  const setAside = (span: string) => {
    if (!span.trim()) return;
    spans.push(span);
    restText = restText.replace(span, ' '.repeat(span.length));
  };
  const clauses = clausesOf(passage);
  clauses.forEach((clause, i) => {
    // What is not needed under a condition is said of that condition, not set aside: "With JWTs, you don't need a
    // session store on the server" compares, and "For a prototype, load testing is overkill" limits.
    const before = clauses[i - 1];
    if (
      FRAMED.test(clause) ||
      (before && FRAMED.test(before) && before.trim().split(/\s+/).length <= FRAME_WORDS)
    )
      return;
    for (const cue of clause.matchAll(BEFORE_WHAT_IS_SET_ASIDE)) {
      const after = clause.slice(cue.index + cue[0].length);
      const end = after.search(THING_ENDS);
      const thing = end < 0 ? after : after.slice(0, end);
      const doing = (/\bto$/i.test(cue[0]) ? DOING_TO : DOING).exec(thing)?.[0] ?? '';
      const named = thing.slice(doing.length);
      if (NOT_THE_THING.test(named.trim())) continue;
      // The doing is neither the thing set aside nor said elsewhere: "check" of "no need to check our delivery logs".
      restText = restText.replace(`${cue[0]}${doing}`, ' '.repeat(cue[0].length + doing.length));
      setAside(named.trim().split(/\s+/).slice(0, THING_SET_ASIDE).join(' '));
    }
    for (const cue of clause.matchAll(AFTER_WHAT_IS_SET_ASIDE)) setAside(clause.slice(0, cue.index));
  });
  // Most passages set nothing aside, and read no stems for it: this runs on every passage of every answer.
  if (!spans.length) return { setAside: new Set(), rest: new Set(), restText };
  return { setAside: contentStems(spans.join(' . ')), rest: contentStems(restText), restText };
}

/**
 * Whether a passage sets aside what a key point asks for: it sets aside some of the point's words, and names none of
 * the point's own words (those beyond the question's) outside what it sets aside. "Avoid string concatenation and use
 * parameterised queries" says "parameterised queries…" where it uses them; "I'd skip discovery questions on the call,
 * because they've already agreed to a demo" sets aside "demo built on discovery findings", though it names the demo the
 * question asks about.
 */
export function setsAside(
  { setAside, rest }: SetAside,
  pointStems: ReadonlySet<string>,
  asked: ReadonlySet<string>,
): boolean {
  if (!setAside.size) return false;
  const named = [...pointStems];
  return (
    named.some((stem) => setAside.has(stem)) && !named.some((stem) => !asked.has(stem) && rest.has(stem))
  );
}
