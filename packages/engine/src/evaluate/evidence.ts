import type { KeyPointEvidence } from '../types.ts';
import { ASKS_THEM, HABIT_CHANGED, NOTHING_SINCE, OUTCOME_WORDS } from './lexicon.ts';
import { anyOf } from '../lib/regexp.ts';
import { DRIVES_ME, LIKES_THE_WORK, describesWhatCameBefore, tellsStoryPart } from './articulation.ts';
import { firstPersonActions, namingWords } from './text.ts';
import { isEverydayWord } from './everyday-words.ts';

/**
 * Words that give a reason for a choice ("I chose …, because …", "so that", "instead of"), or weigh an option ("First I
 * ruled out airflow…", "…pointing to air left in the system").
 */
const REASONS =
  /\b(because|so that|so (i|we|it|each|every|the|they|our)|chose|decided|instead of|rather than|the reason|which meant|in order to|rul(e|ed|ing) out|point(ed|ing)? to)\b/i;
const TRADE_OFF = /\btrade[- ]?offs?\b/i;
const SPEAKER = /\b(i|we|my|our)\b/i;
/**
 * A lesson drawn ("I learned to change one thing per test", heard "I learn to…"), or a habit changed since ("Since then
 * I check the price list…"); not a skill learned ("I learned Excel at college") nor what has happened since ("Since
 * then I have used pivot tables…").
 */
const LESSON = new RegExp(
  String.raw`\b(learn(ed|t)? (that|to|how|the hard way|a lot about)|(the|a|my|one|that|this) lesson|lessons? (learned|learnt|for me)|next time,? (i|we|i'd|i'll)|taught me|do (it|things) differently|(?:since then|now),? (i|we) (always |now |never )?(?!(have|had|was|were|am|are|work|live|study|know|think|feel|want|like|love)\b)[a-z]+)\b|\b${HABIT_CHANGED.source}`,
  'i',
);
/**
 * Studies or work so far: "I finished my dental nursing certificate last summer", "I have been working as a trainee at
 * a family practice for nine months", "During my apprenticeship…".
 */
const BACKGROUND =
  /\b((?:for|over) (?:the )?(?:last|past) (?:(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|few|couple of) )?(?:years?|months?)|(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|\d+|a few|a couple of) (?:years?|months?)(?: of)? (?:in|at|as|with|working|on)\b|i (?:started|began) (?:out )?(?:as|on|at|in)\b|(?:level \d|nvq|gcses?|a-levels?|btec|hnd|hnc)|(?:some|a (?:year|few years|couple of years)(?: of)?|two years'?|years of) (?:[a-z-]+ )?experience|(?:i've|i have|i've got|i have got) (?:some |a bit of |a lot of )?(?:[a-z-]+ )?experience|studied|studying|graduated|qualified|trained|train(ee|ing) (as|at|in)|certificate|diploma|degree|course|college|university|apprentice(ship)?|internship|placement|volunteer(ed|ing)?|(work|worked|working) (as|at|in|for|on)|(job|role|position) (as|at|in|with)|(for|over) (a|one|two|three|four|five|six|\d+|several|many) (years?|months?)|\d+ years?|since (\d{4}|school|college|university))\b/i;
/**
 * What draws the speaker to the work, in their words: "I like that the job mixes clinical work with…", "what I enjoy
 * most is…", "that is what drew me to it".
 */
const DRAWN =
  /\b(i (really |especially |most |also )?(like|love|enjoy|liked|loved|enjoyed)\b|what i (like|love|enjoy)|the (part|thing|side) i (like|love|enjoy)|(drew|draws|drawn|attracted|attracts|pulled) me|i want(ed)? to (be|become|work|help|train|specialise|specialize|move into|grow into|lead)\b|i('m| am) (now )?looking for (a|an|my) [^.;]{0,40}\b(role|job|position|post|placement|opportunity)\b|i('d| would) (like|love) to (move into|grow into|become|specialise|specialize|lead)\b|i('m| am) (interested|excited) (in|by|about)|(is|was|find it) (the )?(most )?(rewarding|satisfying)|\b(and|i) (really |absolutely )?(loved|enjoyed) (it|doing it|the work|every minute)|i found (that )?i (was|am) (good at|suited to) it)/i;
/** Something the speaker uses or knows themselves: "…on a product I actually use", "a shop I grew up going to". */
const OWN_USE =
  /\b(?:that |which |who )?i(?:'ve| have)? (?:actually |already |personally |really |still )?(?:use|used|rely on|relied on|grew up (?:with|going to)|buy from|bought from|shop at|shopped at)\b/i;
/**
 * A product of the employer's kind the speaker uses themselves: "I want to work on a product I actually use" says
 * something of the speaker, not of candidates in general (ADR 177).
 */
export const USES_THE_PRODUCT =
  /\b(?:a|the|your|their) (?:[a-z-]+ )?(?:product|app|service|shop|store|brand|platform|tool|site|website|game|bank)s? (?:that |which )?i(?:'ve| have)? (?:actually |already |personally |really |still )?(?:use|used|rely on|relied on|grew up with|shop at|bank with)\b/i;
/** What is enjoyed, told as a part of the work: "I like that…", "I enjoy seeing…", "the part I like is when…". */
const OF_THE_WORK =
  /\b((like|love|enjoy|liked|loved|enjoyed) (that|how|when|seeing|watching|helping|being able|working with|the (moment|way|variety|mix)|the [a-z]+ of [a-z]+ing)|(part|thing|side|what) i (like|love|enjoy)( most)? (is|was|about)|favou?rite (part|thing|bit|moment) (is|was))\b/i;
/** The speaker as a kind of person: "I have always been a creative person", "I'm a people person". */
const KIND_OF_PERSON =
  /\bi(?:'m| am|'ve always been| have always been| was always| always was) (?:always )?(?:a|an) (?:[a-z-]+ ){0,2}person\b/i;
/** A reason given for wanting the work, not for a step of it ("…so the team can see what triggers it"). */
const OF_WANTING =
  /\b(want(s|ed)?|wish|hope|like|love|enjoy|why|role|job|career|become|work as|drawn|interested|passion|reward(ing)?|right (fit|next step))\b/i;
/** How the speaker came to the work: "I got into it after seeing how confusing some apps were for my parents". */
const CAME_TO =
  /\b(got into|came (in)?to|started (in|out in)|ended up in|fell into) (it|this|the (work|job|field|trade)|[a-z]+)( [a-z]+)? (after|when|because|through|from|via)\b/i;
/**
 * A way to rank the work (docs/decisions/149): a word that puts work in an order ("first", "sort", "list") and what it
 * is ranked by ("the closest deadline", "what affects the most people", "impact"): "I look at what has the closest
 * deadline and what affects the most people, and I do those first", not "I do whatever the boss asks for first".
 * Writing it all into a planner with its deadlines lists it too ("I write everything into my planner with the real
 * deadlines"; ADR 161).
 */
const RANKS =
  /\b(first|before anything( else)?|ahead of|top of (the|my) list|rank(s|ed|ing)?|sort(s|ed|ing)?|order(s|ed|ing)? (them|it|things|tasks|jobs|the work|everything)|prioriti[sz](e|es|ed|ing)|list(s|ed|ing)?|write (them |it |everything |all )?down|wrote (them |it |everything |all )?down|(?:write|writes|wrote|put|puts|enter|enters|entered) (?:everything|it all|all of it|them all|every (?:date|deadline|task|job)|each (?:date|deadline|task|job)) (?:in|into|on|onto) (?:my|a|the|our) (?:shared )?(?:planner|calendar|diary|to-do list|board)|block(s|ed)? (out )?time|work(ed)? backwards?)\b/i;
const RANKED_BY =
  /\b((delivery|collection|pick-?up|start|due|closing) (times?|dates?)|soonest|earliest|deadlines?|due|impact|effort|urgen(t|cy)|risks?|value|affects?|(most|more|fewest|many) (people|customers|patients|staff|clients)|safety|stops? (people|work|the)|depends? on|how (long|soon|much|many))\b/i;
/** Other people the speaker asks, agrees with or tells: "asking the person directly", "I tell the directors…". */
const CONSULTS =
  /\b(ask(s|ed|ing)?|check(s|ed|ing)? with|talk(s|ed|ing)? (to|with)|spoke (to|with)|speak(s|ing)? (to|with)|agree(s|d|ing)? (it |this |that |them )?(with|on)|confirm(s|ed|ing)? (it |this |that )?with|call(s|ed|ing)?|rang|ring|email(s|ed|ing)?|tell(s|ing)?|told|let|update(s|d)?|discuss(es|ed|ing)?( it| this)? with|run(s|ning)? (it|this|that) (by|past)|went (back )?to|go(es)? (back )?to)\s+(?:\w+\s+){0,3}?(people|person|manager|supervisor|client|customer|team|colleague|boss|director|lead|owner|stakeholder|requester|patient|vet|pharmacist|doctor|nurse|teacher|tutor|mentor|them|him|her|everyone|everybody)s?\b/i;
/** What happens to the work that waits: "If something has to wait, I tell the person why", "…moving later". */
const DEFERS =
  /\b(ha(s|ve|d) to wait|can wait|wait(s)? (until|till|for)|(moving|move[sd]?|leav(e|es|ing)|left|push(es|ed|ing)?|do(ing)?|come back to (it|them)|go(es)?) (\w+ )?later|defer(s|red|ring)?|postpon(e|es|ed|ing)|push(es|ed|ing)? (it |them |things |that )?back|reschedul(e|es|ed|ing)|say(s|ing)? no|said no|turn(s|ed)? (it |them )?down|declin(e|es|ed|ing)|(more|extra) time|extension|(is|are|was|'s|be|being|running|run) (going to be )?late|miss(es|ed)? (a|the|its) deadline|new (date|deadline))\b/i;
/** A check the speaker makes: "I compare this month's payroll to last month's", "I count the instruments". */
const CHECKS =
  /\b(check(s|ed|ing)?|double[- ]check(s|ed|ing)?|verif(y|ies|ied|ying)|compar(e|es|ed|ing)|reconcil(e|es|ed|ing)|(re)?count(s|ed|ing)?|test(s|ed|ing)?|measur(e|es|ed|ing)|proofread(s|ing)?|re-?read(s|ing)?|cross[- ]check(s|ed|ing)?|trac(e|es|ed|ing)|look(s|ed|ing)? (into|for|at|over|through)|go(es)? through|went through|make sure|run(s|ning)? (a|the) \w+ (report|check|test))\b/i;
/** …against something, or on a routine, which makes it a step and not a claim ("I always double-check everything"). */
const CHECKED_AGAINST =
  /\b(against|match(es|ed)?|agrees? with|to (last|the previous|yesterday's|the original)|every (morning|day|evening|week|monday|friday|shift|time i))\b/i;
/**
 * Someone else checks the work: "a colleague spot-checks a sample", "I ask the manager before I send it on"; not
 * someone else's ("the timesheet their manager approved").
 */
const REVIEWED =
  /\b((?<!\b(their|his|her|its) )(colleague|manager|supervisor|someone|somebody|another|senior|peer|pharmacist|vet|lead|partner|mentor|teacher|checker|reviewer|accountant)s? (else )?(\w+ ){0,2}(check(s|ed)?|spot[- ]check(s|ed)?|review(s|ed)?|look(s|ed)? (over|at|through)|sign(s|ed)? (it |them )?off|proofread(s)?|approve(s|d)?|go(es)? over|went over)|second (pair of eyes|check|checker|opinion)|peer review|four[- ]eyes|sign[- ]off|(get|gets|got|ask|asks|asked|have|has|had) (a |my |the |another |someone )?\w+ to (check|review|look|go over|proofread)|ask(s|ed)? (the|my|a|our) \w+ before (i|we) (send|submit|hand|pass|file|post|sign))\b/i;
/** Coming to a skill: "I took the Xero Advisor certification", "Mostly I've been learning Xero lately". */
const LEARNS =
  /\b(learn(ed|t|ing|s)?|(took|taken|taking|did|done|doing|completed|finished|passed|started|enrolled (in|on)) ([\w-]+[,:]? ){0,6}(course|certification|certificate|qualification|module|class|workshop|webinar|training|exam|tutorial)s?|stud(y|ies|ied|ying)|trained (in|on|to)|picked up|got (certified|qualified)|taught myself|self-taught)\b/i;
/** Learning placed in the speaker's schooling or years back: "what I learned at university", "I learned it years ago". */
const LEARNED_LONG_AGO =
  /\blearn(ed|t)\b(?: [a-z']+){0,3} (?:at (?:university|uni|college|school)|in (?:school|college|my degree|my training)|years ago|when i (?:started|was at (?:university|uni|college|school)))\b/gi;

/**
 * Where a skill was learned from, or a new task looked into: a course, a guide, the instructions, someone who knows,
 * practice. "I read things online" names no source.
 */
const LEARNED_FROM =
  /\b(listen(?:s|ed|ing)? to|news ?sites?|hands-on practice|(?:read|reads|reading) (?:the |a |an )?(?:[A-Za-z'-]+ ){0,3}(?:reports?|news|journals?|magazines?|articles?|papers?|threads?)|follow(?:s|ed|ing)? (?:[a-z-]+ ){0,3}(?:people|experts|accounts|engineers|developers|designers|nurses|teachers) on|courses?|tutorials?|webinars?|certification|certificate|class(es)?|workshops?|training|videos?|youtube|books?|manuals?|guides?|handbook|documentation|podcasts?|conferences?|newsletters?|blogs?|forums?|mentor(s|ed|ing)?|shadow(ed|ing)?|practi[cs](ed|ing)|practi[cs]es? (on|with|it|them)|cpd|demo|apprenticeship|on the job|taught me|showed me|sandbox|exercises?|instructions|datasheets?|specs?|regulations|look(s|ed|ing)? (it |them |that |things )?up|research(es|ed|ing)?|ask(s|ed|ing)? (a|an|my|the|someone|somebody) (\w+ )?(who (has|had|knows)|senior|colleague|supervisor|mentor|manager|more experienced))\b/i;
/** Learning wished for or praised, not done: "I'm always keen to learn", "learning is so important". */
const ONLY_WISHED =
  /\b((to|always|keen|eager|love|like|keep|never stop) learn(ing)?|learn(ing)? (is|matters|never stops))\b/gi;
/** Things a passage names that make a deed one of the work: "I've used the mitre saw, cutting skirting boards". */
const THINGS_USED_ON = 2;
/** Things named in other than everyday words ("mitre saw", "skirting boards"; not "my hands", "lots of things"). */
const thingsNamed = (passage: string) =>
  [...namingWords(passage)].filter((word) => !/^i'/.test(word) && !isEverydayWord(word)).length;
/** A skill put to use: "Now I can do bank reconciliations in it", "I use it for every new circuit". */
const PUT_TO_USE =
  /\b(now (i|we) (can|use|do|run|handle|am able|'m able)|(use|used|using|apply|applied|applying) (it|this|that|them) (for|to|on|at|in|with|when|every|all))\b/i;
/**
 * What a thing is for: "a chalk line for setting out", "chisels for fitting hinges", "for finer work", "to check the
 * lining is plumb", not "for everything".
 */
const FOR_USE =
  /\b(for (?!\w*thing\b)([a-z]+ ){0,2}[a-z]+ing|for ([a-z]+ ){0,2}(work|jobs?|tasks?|cuts?|fixes?|repairs?)|used (for|to)|use (it|them|one|that|this) (for|to)|to (cut|check|measure|mark|test|fix|join|hold|level|find|make|keep|stop|prevent|record|track|see|show|tell)|(lets|helps|allows|tells|shows) (me|you|us|whether|if|when|where|how)|which (shows|tells|measures|checks|cuts|holds|keeps|lets|helps))\b/i;
/** How the work is done today, seen or measured: "I'd start by watching the process", "I mapped it", "timed each pick". */
const BASELINE =
  /\b(watch(es|ed|ing)? (the|how|people|them|it)|shadow(ed|ing)? (the|them|people|staff)|map(s|ped|ping)? (it|the|each|out|every)|tim(e|es|ed|ing) (it|each|every|how long)|measur(e|es|ed|ing)|count(s|ed|ing)? (how many|the|each|every)|(how long|how many|how often) (it|each|every|the|we|they|people)|baseline|(currently|at the moment|right now|today) (it )?takes|(talk(s|ed|ing)?|spoke|speak(s|ing)?) (to|with) (the )?(people|staff|team|colleagues|ones) (who|that)|ask(s|ed|ing)? (the )?(people|staff|team|colleagues) (who|that))\b/i;
/** Where the work slows down or goes wrong: "deliveries were the problem", "find out where it goes wrong". */
const CAUSE =
  /\b(bottlenecks?|root cause|(the )?(main )?(problem|cause|issue|hold[- ]up|delay) (was|is|were|came from)|(was|were|is|are) the (main )?(problem|cause|issue|bottleneck)|caused by|(goes|went|go|going) wrong|where (it|things|time) (gets? )?(stuck|lost|wasted)|turned out|held (it |us |things )?up|slow(s|ed)? (it|us|things|everything) down|waiting (for|on))\b/i;
/** A change, and whether it worked: "Then I'd see if the mistakes go down", "discrepancies had more than halved". */
const VERIFIED =
  /\b((see|check|find out|know) (if|whether|how)\b[^.]{0,40}\b(go(es)? (down|up)|works?|worked|helps?|helped|improv\w*|drops?|falls?|faster|quicker|fewer|less)|compar(e|ed|ing) (it|the|before|with)|measur(e|ed|ing) (it )?again|before and after|(went|go|goes|gone|fell|fall|dropped|drop|came|come) (down|up)|halved|doubled|(cut|reduced|saved|shortened) .{0,40}\b(by|to|from)|less (each|every|per|a)|(keep|kept) (the change|it) (if|because|since)|(if|whether) it (works|worked|helps|helped))\b/i;
/** Finding out what is wanted: "First I'd find out exactly what's being asked", "I'd check what done looks like". */
const CLARIFIES =
  /\b(find(s|ing)? out|ask(s|ed|ing)?|check(s|ed|ing)?|confirm(s|ed|ing)?|clarif(y|ies|ied|ying)|understand(s|ing)?|agree(s|d|ing)?|work(s|ed|ing)? out)\b[^.]{0,40}\b(what (is|'s|was|they|the|exactly|done)|exactly|the (goal|brief|aim|outcome|requirements?|spec|scope)|what done looks like|what good looks like|why (it|they))\b/i;

/**
 * A quality or skill the speaker names as their own (ADR 162): "My main strength is that I am careful with detail",
 * "I'm good at explaining numbers simply", "people say I'm calm under pressure".
 */
const OWN_STRENGTH =
  /\b(my (main |biggest |greatest |key |real |best |other |second |first )?strengths? (is|are|would be|has always been|lies)|(the|my) other (one|strength) is|i('m| am) (really |very |quite |particularly )?(good|strong|great|skilled|confident) (at|with|in)|i('m| am) (known|praised) for|(people|colleagues|my manager|customers) (often |always )?(say|said|tell me|told me) (that )?i('m| am)|what i do (best|well)|i('m| am) (someone|the kind of person|the sort of person) who)\b|^\W*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|the other(?: one)? is|another(?: one)? is),? (?:i'm |i am |being |[a-z]+ing\b)|\bi('m| am) (?:really |very |quite |pretty |naturally |also )?(?!not\b|used\b|going\b|looking\b|trying\b|able\b|happy\b|sure\b)[a-z]+ (?:with|under|at|when)\b/i;
/**
 * Something the speaker finds hard, said as their own (ADR 162): "I used to find it hard to delegate", "My weakness is
 * public speaking", "I'm not confident with…"; not a strength in disguise ("I'm a perfectionist", "I work too hard").
 */
const OWN_WEAKNESS =
  /\b(my (main |biggest |greatest |real |one )?weakness(es)? (is|are|would be|has been|was)|i (used to |sometimes |often |still |do )?(find|found) it (hard|difficult|tough)|i (used to |sometimes |often |still )?struggled? (with|to)|i('m| am|'ve been| have been|was) not (very |always |naturally |that )?(good|great|confident|comfortable|patient|organi[sz]ed) (at|with|in|when|about)|i (used to |sometimes |often )?(tend|tended) to|i (used to|sometimes|often) (take on|took on|say yes|said yes|avoid|avoided|put off|leave|left|get|got)|(is|was|isn't|wasn't|has never been|have never been|has not been|hasn't been) (not )?(my|a) (natural |real )?(strength|strong point|strong suit)|i need(ed)? to (get better|improve|work) (at|on)|(area|thing) i('m| am)? (need to |still )?(improv|work)(e|ing) on|i('ve| have) (always )?been (a bit |far |much |sometimes )?too|i (can|could) be (a bit |quite |sometimes )?too|i('m| am) (a bit |sometimes |often |quite )?too (?!good\b)|(she|he|they|my (manager|boss|supervisor|lead))('d| would) (probably |definitely |likely |honestly )?say (that )?(i (need|needed|could|should|ought) to|i('m| am| can be| could be) (a bit |sometimes )?too|[a-z]+ing (for help |up |things |back )?(sooner|earlier|more|less|faster|better)))\b/i;
/** A strength in disguise offered as a weakness: an attempt at the question, and no weakness (ADR 162, 207). */
export const disguisesAStrength = (passage: string) => DISGUISED_STRENGTH.test(passage);
const DISGUISED_STRENGTH =
  /\b(perfectionist|(work|worked|working) too (hard|much)|care too much|too (dedicated|honest|committed|hard-working))\b/i;
/** What the speaker does about it (ADR 162): "Now I write a short checklist…", "I've started…", "I'm taking a course". */
const IMPROVING =
  /\b(now,? i (?!(am|was|have|had)\b)|these days,? i|since then,? i|i('ve| have) (since )?(started|begun|learned to|learnt to|been (working|practi[sc]ing|learning|taking|doing|asking|using))|i('m| am) (now )?(working on|learning|practi[sc]ing|taking|doing|using|asking)|i (started|began|signed up|enrolled|joined|asked for|set myself|volunteer(ed)? to|make myself|force myself)|i('ve| have) (set myself|made (it )?a rule|got into the habit)|i('m| am) (making an effort|trying hard|making a point) to|to (get better at|improve)|so (that )?i (don't|no longer|now))\b/i;
/**
 * The role tied to the speaker's own plans or skills (ADR 162): "This role would give me hands-on budget
 * responsibility", "your school has a maths lead post… so it is the right next step for me".
 */
const FITS_THE_ROLE =
  /\b(the|exactly the) (kind|sort|type) of (work|job|role|team|place|thing) i('d| would)? ?(want|like|love|enjoy|am looking for|'m looking for)|\b(the|exactly the) (kind|sort|type) of (?:[a-z-]+ ){0,2}(work|job|role|project|thing)s? (?:that )?i(?:'ve| have)? ?(did|do|done|was doing|am doing|'m doing|studied|built|enjoyed)\b|\bfrom (the first day|day one)\b|\b((this|the) (role|job|position|post|opportunity|team|apprenticeship|internship|placement|graduate scheme|scheme|programme|program|training)|your (team|company|school|hospital|organisation|organization|firm|practice|store|restaurant|hotel|clinic|charity|department|trust|ward|site|agency|business))\b[^.;]{0,60}\b(would|will|gives?|lets?|offers?|fits?|matches|suits?|means|so i(?:'d| would| could| can|'ll| will))\b|\b(this|the) (role|job|position|post|apprenticeship|internship|placement|scheme|programme|program) is (the|a|my) (?:[a-z]+ )?(route|way|path|step|stepping stone|start)\b|\b(?:useful|helpful|valuable|handy|what you need) (?:for|to|on) (?:the|your|this) (?:team|role|job|ward|store|shop|site|shift|department)\b|\b(right|natural|next|logical) (next )?step\b|\b(exactly )?what i('m| am) looking for\b|\bwhy i applied\b|\b(i'd|i would|i will|i'll|i can|i could) bring (this|that|the same|it|these|those|my)\b|\bexactly (?:the |what )(?:[a-z-]+ ){0,3}i(?:'ve| have)? (?:seen|done|did|wanted|enjoyed|been doing|worked on|trained for)\b/i;

/**
 * Something the speaker knows of this organisation first-hand or in particular (ADR 166): "I've used your app to split
 * bills for two years", "I read your engineering blog post about…", "your new store in Leeds", not what any
 * organisation is said to have ("your great culture", "your reputation", "your values").
 */
const KNOWS_THE_ORGANISATION = new RegExp(
  String.raw`\b(i|we)(?:'ve| have| had)? (?:(?:already|also|recently|often|actually|always) )?(?:used|read|saw|seen|watched|visited|followed|met|heard|spoke to|talked to|shopped|bought|tried|volunteered|worked with|stayed)\b[^.;]{0,40}\b(your|the company's|the team's)\b(?![^.;]{0,40}\b(?:culture|reputation|values|name|brand|ethos)\b)|\byour (?:own |new |latest |recent )?(?:[a-z-]+ ){0,2}(?:app|apps|product|products|blog|post|article|talk|podcast|platform|store|stores|shop|shops|branch|branches|clinic|clinics|ward|wards|menu|campaign|campaigns|launch|expansion|programme|program|scheme|research|paper|report|customers|clients|patients|pupils|students|users)\b(?=[^.;]{0,60}\b(?:about|on|in|for|which|that|where|when|with|to)\b)`,
  'i',
);

/**
 * What the organisation does or has done, said to the interviewer (ADR 207): "Fieldhouse started in Bristol in 2014
 * making waterproof jackets…", "you've grown to about sixty stores", "you launched a repair scheme in March", "you're
 * an outdoor clothing brand"; judged with a fact in it (see showsEvidence).
 */
const ABOUT_THE_ORGANISATION =
  /\b(?:you|you've|you have|you're|you are|you'd|your (?:company|firm|team|school|hospital|trust|brand|business|agency|practice|charity|group|organisation|organization))\b(?! (?:know|think|mentioned|said|asked|might|may|could|can|should|would|will|need|want)\b)(?:[^.;]{0,30})\b(?:build|builds|make|makes|sell|sells|run|runs|serve|serves|provide|provides|offer|offers|started|launched|opened|grown|grew|moved|won|bought|acquired|expanded|employ|employs|cover|covers|operate|operates|specialise|specialize|focus|design|designs|supply|supplies|manufacture|have|'ve got|got|are|'re)\b/i;

/**
 * What this post in particular is, said to the interviewer (ADR 208): "This post is two days on the stroke unit and
 * three in community paediatrics"; judged with a fact in it, as ABOUT_THE_ORGANISATION is.
 */
const THE_POST_IN_PARTICULAR =
  /\b(?:this|the|your) (?:post|role|job|position|placement|apprenticeship|scheme|programme|program|vacancy) (?:is|involves|includes|covers|has|means|would be|splits|mixes)\b[^.;]{0,80}\b(?:on|in|with|at|across|between|for)\b/i;

/** Where an example from the speaker's own work is placed: "in my last job", "during my placement", "last year". */
const EXAMPLE_PLACED =
  /\b((in|on|during|at) (my|a|one|our) ([a-z-]+ ){0,3}(project|job|role|internship|placement|course|class|apprenticeship|bootcamp|shift|team)|at (?:a|an|the|our) (?:[a-z-]+ ){0,2}(?:shop|store|centre|center|depot|warehouse|hospital|ward|school|nursery|restaurant|cafe|café|bar|pub|hotel|pharmacy|office|company|firm|agency|startup|start-up|clinic|practice|site|factory|garage|salon|charity|bank|bakery|kitchen|gym|library|museum|farm|station|lab|laboratory|studio|council|surgery|home)|(?:last|this) (year|summer|month|week|quarter|term|semester)|my first ([a-z]+ )?(job|project|role))\b/i;

/** A sum of pay in words or figures: "around twenty-five thousand", "£26k", "twelve pounds an hour" (ADR 207). */
const PAY_FIGURE =
  /\b(?:\d[\d,.]*k?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|one hundred|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?:[- ][a-z]+)?) (?:thousand|grand|k|pounds|dollars|euros|an hour|per hour|a year|per year|per annum)\b|[£$€]\s?\d/i;
/**
 * A way of working under pressure the speaker keeps to (ADR 207): "I'd stick to the same order every time", "I plan the
 * week on a Sunday and I swim twice a week", "I break it down", "I'd rather tell a supervisor early".
 */
const COPES =
  /\b(?:routine|stick to|(?:make|write|keep|do) (?:a |my |the )?(?:list|plan|checklist|to-do)|plan (?:the|my|out|ahead)|break (?:it|things|the work|tasks?|them) (?:down|into)|one (?:thing|task|step) at a time|prioriti[sz]\w*|(?:what|which) (?:needs|has) to (?:be done|happen|go) first|(?:go|went|going) for a (?:run|walk|swim)|swim|exercise|gym|breath\w*|step back|take a (?:break|minute|moment|breath)|ask(?:ing)? for help|(?:tell|told|talk to|speak to|talking to) (?:a|my|the) (?:supervisor|manager|lead|colleague|mentor)|switch off)\b/i;

/** What a speaker says they would like to do next: "…to be", "…to move", "…to run". */
const NEXT_STEPS = String.raw`(?:be|become|work|move|get|do|join|find|keep|build|grow|specialise|specialize|go|take|run|lead|have|end up|train|qualify|manage|open|start)`;
/**
 * What the speaker wants next, said as their own aim (ADR 207): "So now I'm looking for a graduate role where…", "In five
 * years I'd like to be a fully qualified electrician", "I want a proper office administrator role…", "my goal is…".
 */
const WANTS_NEXT = new RegExp(
  String.raw`\b(?:i'm|i am) (?:now |really |mainly |also )?(?:looking for|hoping (?:to|for)|keen to|aiming (?:to|for)|working towards|thinking (?:about|of) (?:[a-z-]+ ){1,3}(?:later|eventually|in (?:the )?future|next|one day|down the line))|\bi(?:'d| would) (?:really |eventually |ideally )?(?:like|love) to ${NEXT_STEPS}\b|\bi (?:really )?want (?:to ${NEXT_STEPS}|a (?:[a-z-]+ ){0,3}(?:role|job|position|career|post))\b|\bmy (?:goal|aim|plan|ambition|target) (?:is|would be|for)\b|\b(?:ideally|eventually|longer term|long term|in (?:five|5|a few|two|three) years)\b|\b(?:i'm|i am) (?:now |fully |really )*(?:back and )?ready (?:for (?:a|an|the|my) |to (?:come back|return|start|get back|take on|step up))`,
  'i',
);
/**
 * Skills or qualifications the speaker plans to build (ADR 207): "working towards my inspection and testing
 * qualification", "I'd also like to do some extra courses so I can move into…", "I'm planning to do a certification".
 */
const PLANS_TO_LEARN =
  /\b(?:working towards|work towards|(?:want|like|love|hope|hoping|plan|planning|aim|aiming|going|intend|keen|need) to (?:do|take|get|complete|finish|start|study|learn|build|develop|sit|pass|gain|earn|move into|specialise|specialize|get (?:better|good|really good|more experience)|train|qualify|become (?:chartered|qualified|certified|accredited)))\b[^.;]{0,80}\b(?:courses?|qualifications?|certificat\w*|exams?|diploma|degree|level \d|skills?|chartered|chartership|accredit\w*|licen[cs]e|training|speciali[sz]\w*|experience|masters|mba|apprenticeship|[a-z]+ing|better at|good at)\b|\b(?:get|getting|become|becoming) (?:fully )?(?:chartered|qualified|certified|accredited)\b/i;
/**
 * Qualities named together, as asked for ("Describe yourself in three words"): "Patient, organised and curious.", "I'd
 * say patient, reliable and friendly.", and as a transcript gives it, with no commas (ADR 207), where no preposition
 * goes on from the third: "So I'm fully back and ready for a full-time role" names no qualities (ADR 208).
 */
const QUALITIES_LISTED =
  /^\W*(?:(?:i'd|i would|i think i'd|i'd probably|probably|so|well|hmm|um)(?: say| go with| pick| choose)?,? )?(?:i'm |i am )?(?:[a-z-]+, [a-z-]+,? and [a-z-]+\b[.,!]?|[a-z-]+ [a-z-]+ and [a-z-]+\b(?! (?:for|to|with|at|in|on|of|about|from|by)\b)[.,!]?)/i;

/** Words of pay: a sum with one of them is what the speaker asks to be paid. */
const OF_PAY = /\b(salary|pay|paid|earn\w*|per (year|annum|hour)|a year|an hour|package|rate)\b/i;
/** The words that name a sum of money: "thousand", "grand", "k", "pounds"… */
const MONEY_UNIT = String.raw`(?:thousand|grand|k|pounds?|dollars?|euros?)`;
/** Money named: "twenty-eight to thirty-two thousand", "£26k", "fourteen pounds". */
const MONEY_WORDS = new RegExp(String.raw`\b${MONEY_UNIT}\b|[£$€]`, 'i');
/** Words of pay the speaker asks for, said of it: "I'd be hoping for…", "the rates I've seen…", "I'm currently on…". */
const ASKED_PAY =
  /\b(salary|salaries|pay|paid|earn\w*|rates?|package|expect\w*|looking for|hoping for|hope for|asking for|aiming for|currently on|i'm on|market)\b/i;
/**
 * Money of the work, not of the speaker's pay: "…about thirty thousand a year in bookings", "a claim of about
 * thirty-eight thousand pounds", "twelve thousand a year in subscriptions" (ADR 208).
 */
const MONEY_OF_THE_WORK = new RegExp(
  String.raw`\b(sav(ed|ing|ings)|raised|budgets?|turnover|revenue|sales|bookings|donations|funding|worth|costs?|spend|spent|invoices?|claims?|contracts?|grants?|takings|fees|orders?)\b|\b${MONEY_UNIT}( a (year|month|week))? (in|of) (?!pay\b|salary\b)[a-z]+`,
  'i',
);

/** A pay range or figure, and what it rests on (ADR 162): "…the range is about twenty-eight to thirty-two thousand". */
const PAY_RANGE =
  /\b(range|between|around|about|roughly|in the region of|per (year|annum|hour)|a year|an hour|thousand|salary|rate)\b/i;

/** Three or more things listed ("a tape measure, a square, a level, saws and a drill"), each in a few words. */
const LISTED =
  /(?:\b[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}, ){2,}(?:[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2},? )?(?:and|or) [a-z]/i;
/** Things a list names, not deeds ("I check everything, test it, and ask for review"). */
const LISTED_THINGS = 3;
/** Field terms in a passage that list the tools of a trade. */
const TOOLS_NAMED = 2;
/** Words that give an example: "For example, users left join orders …", "Take a noise-cancelling headset: …". */
const EXAMPLE_GIVEN =
  /\b(for (example|instance)|e\.g\.|say (you|we|a|an|the|your)|let's say|imagine|suppose|take (a|an|the|my|our))\b/i;
/** An example says something: "For example, users left join orders also lists …", not "For example, databases." */
const ILLUSTRATION_WORDS = 8;
/** With a figure, these make a measured result: "cut errors by thirty percent", "an hour a week instead of three". */
const CHANGE = new RegExp(
  `${anyOf(OUTCOME_WORDS).source}|\\b(instead of|down to|up to|from .{1,30} to|than before)\\b`,
  'i',
);

/** What is known of a passage, and of the whole answer, when deciding whether it shows a kind of evidence. */
export type PassageFacts = {
  passage: string;
  /** The passage holds one of the answer's buzzwords or clichés ("fast learner", "data-driven"). */
  cliche: boolean;
  /** The passage tells of one occasion (see tellsOfAnOccasion). */
  occasion: boolean;
  /** Figures and named things in the passage ("thirty percent", "Zendesk"). */
  numbers: number;
  named: number;
  /** The passage names the rubric's first concept (the skill or requirement the question is about)... */
  namesTheThing: boolean;
  /** ...and the answer does, somewhere. */
  answerNamesTheThing: boolean;
  /** The answer says anywhere what the speaker did or would do. */
  speakerActs: boolean;
  /** The passage itself tells something the speaker did ("I told the team…"). */
  speakerDidHere: boolean;
  /** The verbs of what the speaker does or did in the passage, as lemmas ("set", "move"). */
  actsHere: string[];
  /** Terms of the field in the passage ("multifunction tester", "screwdrivers"), by the answer's own field terms. */
  terms: number;
};

/**
 * Whether a passage shows a key point's kind of evidence (docs/decisions/137), whatever words the key point uses: "a
 * concrete piece of work involving Kafka" is shown by one occasion with something concrete in it, in an answer that
 * names Kafka ("At my last job I used Kafka to move order events…"), not by "Kafka is a great tool and I have worked
 * with it a bit"; "a measured result or lesson" by a figure that changed ("we cut checkout errors by about thirty
 * percent") or a lesson drawn. A passage built on a cliché ("I am a fast learner, so I picked it up") shows nothing.
 */
export function showsEvidence(kind: KeyPointEvidence, facts: PassageFacts): boolean {
  const { passage } = facts;
  if (facts.cliche) return false;
  switch (kind) {
    case 'work':
      return (
        facts.answerNamesTheThing &&
        facts.occasion &&
        (facts.namesTheThing || facts.numbers + facts.named > 0) &&
        !onlyLearned(passage)
      );
    case 'reasons':
      return TRADE_OFF.test(passage) || (SPEAKER.test(passage) && REASONS.test(passage));
    case 'situation':
      return facts.answerNamesTheThing && facts.speakerActs && facts.occasion;
    case 'result':
      return changedFigure(facts) || LESSON.test(passage);
    case 'example':
      // One occasion with something concrete in it, or something the speaker did, placed in a job or a year and told
      // with its details ("In my last job I reconciled about forty supplier accounts every month…"; ADR 162).
      // Work the speaker does now, placed and counted, is one too: "In my current job at a broadband call centre I take
      // about sixty calls a day" (ADR 207).
      return (
        (facts.occasion && facts.numbers + facts.named > 0) ||
        ((facts.speakerDidHere || (facts.actsHere.length > 0 && facts.numbers > 0)) &&
          EXAMPLE_PLACED.test(passage) &&
          (facts.numbers + facts.named + facts.terms > 0 || thingsNamed(passage) > 0))
      );
    case 'illustration':
      return (
        (EXAMPLE_GIVEN.test(passage) && passage.split(/\s+/).length >= ILLUSTRATION_WORDS) ||
        (facts.occasion && facts.numbers + facts.named > 0)
      );
    case 'tools':
      // Named ("Excel", "Xero"), or the tools of a trade that have no brand: "a multifunction tester, a voltage
      // indicator with a proving unit, insulated screwdrivers".
      return (
        facts.named > 0 ||
        facts.terms >= TOOLS_NAMED ||
        (LISTED.test(passage) && namingWords(passage).size >= LISTED_THINGS)
      );
    case 'background':
      return SPEAKER.test(passage) && BACKGROUND.test(passage);
    case 'motivation':
      // What they enjoy, said of the work itself ("I like that the job mixes clinical work…", "My favourite part is
      // talking to users", "…loved the pressure of getting everything out at once"), or how they came to it, not "I
      // love coding", nor what kind of person they are ("I have always been a creative person and I love technology,
      // so UX felt like the perfect fit").
      return (
        DRIVES_ME.test(passage) ||
        (SPEAKER.test(passage) &&
          !KIND_OF_PERSON.test(passage) &&
          ((REASONS.test(passage) && OF_WANTING.test(passage)) ||
            CAME_TO.test(passage) ||
            OF_THE_WORK.test(passage) ||
            LIKES_THE_WORK.test(passage) ||
            (DRAWN.test(passage) &&
              (facts.terms + facts.named + facts.numbers > 0 || OWN_USE.test(passage)))))
      );
    case 'ranking':
      return SPEAKER.test(passage) && RANKS.test(passage) && RANKED_BY.test(passage);
    case 'consult':
      return SPEAKER.test(passage) && CONSULTS.test(passage);
    case 'deferral':
      return SPEAKER.test(passage) && DEFERS.test(passage);
    case 'check':
      // A step, not a habit claimed: "I compare this month's payroll to last month's", not "I double-check everything".
      return (
        SPEAKER.test(passage) &&
        CHECKS.test(passage) &&
        (facts.terms + facts.named + facts.numbers > 0 || CHECKED_AGAINST.test(passage))
      );
    case 'review':
      return REVIEWED.test(passage);
    case 'skill':
      // Learned by the speaker, not only wished for: "I'm always keen to learn" learns nothing; nor is what was learned
      // at university kept current ("I mostly rely on what I learned at university").
      return (
        SPEAKER.test(passage) &&
        LEARNS.test(passage.replace(ONLY_WISHED, '').replace(LEARNED_LONG_AGO, '')) &&
        facts.terms + facts.named > 0
      );
    case 'resource':
      return SPEAKER.test(passage) && LEARNED_FROM.test(passage);
    case 'applied':
      // Put to use, not taken in: "I've done my yearly CPD" tells of learning.
      return (
        PUT_TO_USE.test(passage) ||
        (!LEARNS.test(passage) &&
          !LEARNED_FROM.test(passage) &&
          facts.actsHere.some((verb) => !TAKING_IN.has(verb)) &&
          (facts.terms + facts.named + facts.numbers > 0 || thingsNamed(passage) >= THINGS_USED_ON))
      );
    case 'purpose':
      return FOR_USE.test(passage);
    case 'clarify':
      return SPEAKER.test(passage) && CLARIFIES.test(passage);
    case 'strength':
      return OWN_STRENGTH.test(passage);
    case 'weakness':
      return OWN_WEAKNESS.test(passage) && !DISGUISED_STRENGTH.test(passage);
    case 'improving':
      return SPEAKER.test(passage) && IMPROVING.test(passage);
    case 'asks':
      return ASKS_THEM.test(passage);
    case 'range':
      // A sum of the work's money is no pay asked for, unless the speaker says it is theirs ("…in bookings" is not).
      // A figure with "about" is pay where it is money or asked for: "I'd be hoping for around twenty-six", not "about
      // four hundred staff" (ADR 208).
      return (
        (PAY_FIGURE.test(passage) ||
          (facts.numbers > 0 &&
            PAY_RANGE.test(passage) &&
            (ASKED_PAY.test(passage) || MONEY_WORDS.test(passage)))) &&
        !(MONEY_OF_THE_WORK.test(passage) && !ASKED_PAY.test(passage))
      );
    case 'coping':
      return SPEAKER.test(passage) && COPES.test(passage);
    case 'fit':
      return /\b(i|we|my|our|me)\b/i.test(passage) && FITS_THE_ROLE.test(passage);
    case 'organisation':
      return (
        KNOWS_THE_ORGANISATION.test(passage) ||
        ((ABOUT_THE_ORGANISATION.test(passage) || THE_POST_IN_PARTICULAR.test(passage)) &&
          facts.numbers + facts.named + facts.terms > 0)
      );
    case 'goal':
      return WANTS_NEXT.test(passage);
    case 'growth':
      return PLANS_TO_LEARN.test(passage);
    case 'qualities':
      return QUALITIES_LISTED.test(passage);
    case 'baseline':
      return SPEAKER.test(passage) && BASELINE.test(passage);
    case 'cause':
      return CAUSE.test(passage);
    case 'verified':
      return VERIFIED.test(passage);
    case 'scene':
      // The setting of one occasion ("Last year a customer dropped…", "One of my projects was behind schedule"), not
      // what the speaker did in it ("I told the team we needed to be more careful"), which is the action.
      // The speaker noticing how things stood sets the scene too ("I noticed we threw away about forty stems a week").
      // How it ended is no scene, though it tells of the occasion ("We haven't had a lost callback since").
      return (
        tellsStoryPart('situation', passage) ||
        (facts.occasion &&
          !describesWhatCameBefore(passage) &&
          !NOTHING_SINCE.test(passage) &&
          (!facts.speakerDidHere || NOTICED.test(passage)))
      );
    case 'deed':
      return tellsStoryPart('action', passage);
    case 'lesson':
      return LESSON.test(passage);
    case 'measured':
      // "At renewal they signed for another two years and added ten licences": an ending told with its figures.
      return changedFigure(facts) || (facts.numbers > 0 && tellsStoryPart('result', passage));
    case 'outcome':
      return changedFigure(facts) || tellsStoryPart('result', passage);
  }
}

/** Verbs of coming to a skill, not of working with it: "learned", "studied", "started with", "taught myself". */
const LEARNING = new Set(['learn', 'study', 'start', 'begin', 'discover', 'teach', 'attend']);
/** Verbs of taking a skill in rather than putting it to use: coming to it, and watching, reading, practising it. */
const TAKING_IN = new Set([
  ...LEARNING,
  ...'watch read take practise practice complete finish pass enrol enroll try'.split(' '),
]);

/**
 * A passage in which the speaker only learns or starts with the thing tells how they got into it, not a piece of work
 * with it: "I learned Excel at college in a business course".
 */
const onlyLearned = (passage: string) => {
  const actions = firstPersonActions(passage);
  return actions.length > 0 && actions.every((a) => LEARNING.has(a.verb));
};

/** A passage that opens on what the speaker noticed: what follows is how things stood, not a deed. */
const NOTICED =
  /^\W*(?:[^,.;]{0,40},\s*)?i (?:first )?(?:noticed|saw|realised|realized|spotted|found out)\b/i;

/** A figure that changed: "cut errors by thirty percent", "an hour a week instead of three". */
const changedFigure = (facts: PassageFacts) => facts.numbers > 0 && CHANGE.test(facts.passage);

/** A key point labelled as a part of a story, as the bank writes them ("situation: account size and risk signals"). */
const STORY_PART: [RegExp, KeyPointEvidence][] = [
  [/^situation\b/i, 'scene'],
  [/^actions?\b/i, 'deed'],
  [/^results?\b/i, 'outcome'],
];

/**
 * The steps of the work, each with the words that show it in a passage, where it is quoted ("…what's moving later and
 * why").
 */
export const STEP_CUE: Partial<Record<KeyPointEvidence, RegExp>> = {
  ranking: RANKED_BY,
  consult: CONSULTS,
  deferral: DEFERS,
  check: CHECKS,
  review: REVIEWED,
  skill: LEARNS,
  resource: LEARNED_FROM,
  applied: PUT_TO_USE,
  purpose: FOR_USE,
  baseline: BASELINE,
  cause: CAUSE,
  verified: VERIFIED,
  clarify: CLARIFIES,
  // What the speaker says of themselves, asked by the common questions about them (ADR 162): shown in plain words, as
  // steps are, and no general claim however close to one ("My main strength is that I am careful with detail").
  strength: OWN_STRENGTH,
  weakness: OWN_WEAKNESS,
  improving: IMPROVING,
  fit: FITS_THE_ROLE,
  organisation: KNOWS_THE_ORGANISATION,
  goal: WANTS_NEXT,
  growth: PLANS_TO_LEARN,
  qualities: QUALITIES_LISTED,
  coping: COPES,
};

/**
 * What one common question asks a candidate to say of themselves and the others do not: their strength, a weakness,
 * what they want next, qualities named together, how they cope, what they know of the organisation, a pay range,
 * questions of their own, a lesson (ADR 207). Where and what they studied or worked at, and what draws them, answer
 * many.
 */
export const ANOTHER_QUESTION_ASKS: readonly KeyPointEvidence[] = [
  'strength',
  'weakness',
  'goal',
  'qualities',
  'coping',
  'organisation',
  'range',
  'asks',
  'lesson',
];

/**
 * Whether a passage says what another common question asks for. A sum in a story ("…caught a claim of about
 * thirty-eight thousand pounds", "about forty kids") is no pay range: one is asked to be paid (ADR 208).
 */
export const saysWhatAnotherAsks = (kind: KeyPointEvidence, facts: PassageFacts) =>
  kind === 'range' ? facts.numbers > 0 && OF_PAY.test(facts.passage) : showsEvidence(kind, facts);

/**
 * The kinds of evidence that are steps of the work, told in plain words (docs/decisions/149): a passage that shows one
 * is no general claim, however close its words come to one ("I look at what has the closest deadline… and I do those
 * first" ranks the work; "I always give my best" does not).
 */
export const STEP_KINDS: ReadonlySet<KeyPointEvidence> = new Set(Object.keys(STEP_CUE) as KeyPointEvidence[]);

/** An ending the key point asks to see in figures: "result with numbers", "result: measurable improvement for users". */
const IN_FIGURES = /\b(with (numbers|a number|figures)|in numbers|measur(ed|able)|quantified)\b/i;

/**
 * The kind of evidence a key point asks for, judged from its words (docs/decisions/138, 140): "situation: …",
 * "action: …" and "result: …" ask for that part of the story ("result with numbers" for an ending told in
 * figures, docs/decisions/140); "says what they learned from building it" asks for a lesson, "what draws you to the
 * role" for reasons, "describes a real first project and what it did" for an example, "mentions the language or
 * framework used" for named tools, "a concrete worked example" or "gives a concrete example such as users and orders"
 * for an example given to explain a concept (not one from the speaker's own work). Null when the point names a fact
 * ("retries with backoff and a dead-letter queue"), which is judged by meaning and words.
 */
export function evidenceAskedFor(point: string): KeyPointEvidence | null {
  for (const [label, kind] of STORY_PART)
    if (label.test(point)) return kind === 'outcome' && IN_FIGURES.test(point) ? 'measured' : kind;
  if (/\b(learn(ed|t|s|ing)?|lessons?|next time|differently)\b/i.test(point)) return 'lesson';
  // "a specific problem with a clear symptom" is the scene of a story; "confirmed the fix actually worked" its end.
  if (/^(an? )?(specific|concrete|real) (problem|situation|incident)\b/i.test(point)) return 'scene';
  if (/\bconfirm(ed|s)? (that )?the (fix|change|solution)\b/i.test(point)) return 'outcome';
  // What draws someone to a role is told as much by what they enjoy in it as by reasons.
  if (/\b(draws? (you|them)|why (you|they) want)\b/i.test(point)) return 'motivation';
  if (/\b(reasons? (for|why)|why (you|they) (chose|like|prefer))\b/i.test(point)) return 'reasons';
  if (
    /^(current |your )?(studies|education|background|experience)( (or|and) (studies|experience|work))?$/i.test(
      point,
    )
  )
    return 'background';
  if (/^(names|mentions)\b.*\b(language|framework|tools?|stack|software|technolog(y|ies))\b/i.test(point))
    return 'tools';
  if (/\b(worked example|example such as)\b/i.test(point)) return 'illustration';
  if (/\b(real|concrete|specific)\b.*\b(project|example|piece of work)\b/i.test(point)) return 'example';
  return null;
}
