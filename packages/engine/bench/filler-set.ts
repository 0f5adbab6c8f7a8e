/**
 * Spoken answers with known fillers, for the filler bench. Braces mark every filler the speaker says ("{um}",
 * "{you know}"); a word outside braces is never a filler, so the set also holds the words that look like fillers and
 * are not ("I like Go", "do you know", "what I mean is", "a cache", "I'm"). Festival reads the text without the
 * braces; the hints are the question's domain, as the server passes them. `split` alternates in file order, fixed
 * before any tuning: the filler language model's weight is chosen on `dev` and judged on `test`.
 */
export type FillerAnswer = { questionId: string; split: 'dev' | 'test'; text: string };

export const FILLER_SET: readonly FillerAnswer[] = [
  {
    questionId: 'full-stack-developer-technical-professional-05',
    split: 'dev',
    text: `Well, {um}, I think the main thing is, {uh}, caching. {So}, {like}, {you know}, I would {basically} {um} add a cache in front of the database.`,
  },
  {
    questionId: 'backend-developer-technical-entry-04',
    split: 'test',
    text: `A transaction is, {uh}, a group of changes that succeed or fail together. {Um}, atomicity means all or nothing, and, {er}, isolation means two transactions do not see each other's half-done work. I like Postgres for this because it is strict about it.`,
  },
  {
    questionId: 'backend-developer-behavioral-entry-07',
    split: 'dev',
    text: `{Hmm}, let me think. {So} {um} last spring we were, {like}, two weeks behind on a release. I told my manager early, and, {uh}, we cut two features. I'm glad we did, because the launch went fine.`,
  },
  {
    questionId: 'frontend-developer-technical-professional-05',
    split: 'test',
    text: `First I would open the performance panel and, {um}, record a scroll. {I mean}, most of the time it is too many re-renders. Then I would, {uh}, virtualise the list and debounce the search box, {you know}, so it does not filter on every key.`,
  },
  {
    questionId: 'sales-representative-technical-entry-04',
    split: 'dev',
    text: `I would ask what problem they are trying to solve and, {er}, who else is involved in the decision. Do you know what it costs you today? That question works well. {Um}, and I would ask about timing and budget, {basically}.`,
  },
  {
    questionId: 'marketing-executive-technical-entry-04',
    split: 'test',
    text: `{Uh}, I would split the list at random into two halves. Each half gets a different subject line, like one with a question and one without. {Um}, then I compare open rates once enough people have opened, {kind of} like a coin toss that you check at the end.`,
  },
  {
    questionId: 'devops-engineer-technical-professional-06',
    split: 'dev',
    text: `{So}, {uh}, I would page only on symptoms that users feel. {You know}, error rate and latency. A high CPU alert goes to a ticket, not a page. {Hmm}, and every alert needs an owner and a runbook.`,
  },
  {
    questionId: 'support-engineer-behavioral-expert-01',
    split: 'test',
    text: `A customer was, {um}, really angry about a billing error. I listened first, {I mean}, I let them finish, and then I said what I would do and by when. {Er}, I fixed the invoice the same day and, {uh}, called them back.`,
  },
  {
    questionId: 'customer-success-technical-entry-01',
    split: 'dev',
    text: `I look at usage, support tickets and, {um}, whether the champion is still there. What I mean is that a quiet account is often a risky account. {Uh}, if logins drop for a month, I would reach out, {you know}, before the renewal.`,
  },
  {
    questionId: 'full-stack-developer-technical-entry-04',
    split: 'test',
    text: `Cookies are sent with every request, {um}, local storage is not. I would keep the token in an http only cookie, {like}, so scripts cannot read it. {Hmm}, and I would add a same site flag against cross site requests.`,
  },
  {
    questionId: 'backend-developer-technical-professional-05',
    split: 'dev',
    text: `If the work is slow, like sending an email, I would put it on a queue. {Uh}, the consumer has to be idempotent, {you know}, because a message can arrive twice. {Er}, failed messages go to a dead letter queue after a few retries.`,
  },
  {
    questionId: 'frontend-developer-behavioral-entry-07',
    split: 'test',
    text: `{Um}, we had a launch on Friday and the design had, {like}, a lot of animations. I asked which ones mattered most, and, {uh}, we shipped two of them. {So yeah}, the rest came in the next sprint.`,
  },
  {
    questionId: 'devops-engineer-behavioral-professional-03',
    split: 'dev',
    text: `Two senior developers did not like the new pipeline. {Um}, I sat with each of them and asked what worried them. {Basically} they feared slow merges. {Uh}, so I made the plan step run in parallel with the tests.`,
  },
  {
    questionId: 'sales-representative-behavioral-professional-08',
    split: 'test',
    text: `My win rate dropped to, {um}, about fifteen percent. I looked at the lost deals and, {er}, most of them had no second meeting. {I mean}, I was pitching too early. {So} {uh} I added a discovery call, and the win rate went back up.`,
  },
  {
    questionId: 'backend-developer-technical-professional-07',
    split: 'dev',
    text: `I would never rename a column in one step. {Um}, first a migration adds the new column, then the code writes to both, and, {uh}, a job backfills the old rows. {You know}, once the numbers match, reads switch over, and, {er}, the old column goes away.`,
  },
  {
    questionId: 'marketing-executive-behavioral-entry-07',
    split: 'test',
    text: `Nobody had asked me to, but I rewrote our welcome emails. {Hmm}, the old ones were, {like}, five paragraphs long. {Um}, I tested a short version and, {uh}, the click rate doubled. I like that kind of small win.`,
  },
  {
    questionId: 'full-stack-developer-behavioral-entry-07',
    split: 'dev',
    text: `{Er}, we had a demo on Monday and the tests were failing. I asked for one more day and, {um}, fixed the flaky tests properly instead of skipping them. {Actually} {um}, the demo went better because nothing broke.`,
  },
  {
    questionId: 'support-engineer-technical-professional-05',
    split: 'test',
    text: `I would reproduce the problem first, {um}, with the customer's exact steps. Then I check the logs around that time. {You know}, most reports are a configuration issue. {Uh}, if it is a bug, I write it up with the steps and hand it to engineering.`,
  },
  {
    questionId: 'sales-representative-technical-professional-05',
    split: 'dev',
    text: `A commit deal has a signed order form date and, {uh}, a budget that is approved. Best case is, {like}, still waiting on legal. {Um}, I update the forecast every Friday, and I only move a deal to commit when the buyer says so.`,
  },
  {
    questionId: 'customer-success-technical-entry-01',
    split: 'test',
    text: `{So} {um} I would look at the health score, but I do not trust it alone. I would call the champion and ask, {you know}, how the rollout is going. {Uh}, a drop in weekly users is the first sign, {basically}.`,
  },
  {
    questionId: 'frontend-developer-technical-entry-04',
    split: 'dev',
    text: `Every input needs a label, and errors must be read out by a screen reader. {Um}, you should be able to use the whole form with a keyboard. {Uh}, colour alone should not carry meaning, and, {er}, the focus order has to make sense.`,
  },
  {
    questionId: 'backend-developer-technical-expert-06',
    split: 'test',
    text: `{Hmm}, the hard part is the data. I would run two regions active and passive, {uh}, with the database replicated. {I mean}, you have to accept some lost writes or pay for synchronous replication. {Um}, and you have to practise the failover, not just write it down.`,
  },
  {
    questionId: 'marketing-executive-technical-professional-05',
    split: 'dev',
    text: `When someone fills a form, {um}, they get a welcome email and go into a nurture track. Do you know which content they read? That decides the next email. {Uh}, once they score high enough, sales gets them, {like}, the same day.`,
  },
  {
    questionId: 'devops-engineer-technical-professional-06',
    split: 'test',
    text: `{Uh}, an alert that nobody acts on should be deleted. I review the alerts once a month and, {um}, tune the noisy ones. {You know}, people stop trusting pages if half of them are noise, {so yeah}.`,
  },
];
