import { describe, expect, it } from 'vitest';
import { allBankQuestions } from '../bank/index.ts';
import { keyPointSentences, partShownSentence } from './key-point-reading.ts';

describe('a key point in the report’s words', () => {
  it('says an action as something the answer does, in the candidate’s person', () => {
    const cases: [string, string][] = [
      ['checks whether the objection is resolved', 'checks whether the objection is resolved'],
      ['says what they learned from building it', 'says what you learned from building it'],
      ['use a slow, salted password hash such as bcrypt', 'uses a slow, salted password hash such as bcrypt'],
      [
        'Build the artifact once and promote it through environments',
        'builds the artifact once and promotes it through environments',
      ],
      ['stays calm and does not discount immediately', 'stays calm and does not discount immediately'],
      // The verbs of a clause of its own keep their form (ADR 206).
      [
        'choose a linked list when you often insert or remove in the middle',
        'chooses a linked list when you often insert or remove in the middle',
      ],
    ];
    for (const [point, said] of cases)
      expect(keyPointSentences(point), point).toEqual({
        covered: `Your answer ${said}`,
        missing: `A strong answer also ${said}`,
      });
  });

  it('says "they" of the candidate as "you", and leaves a customer’s "they" and "their" alone', () => {
    expect(keyPointSentences('how they adapt their approach').missing).toBe(
      'A strong answer also says how you adapt your approach',
    );
    expect(keyPointSentences('shows ownership of their own growth').missing).toBe(
      'A strong answer also shows ownership of your own growth',
    );
    expect(keyPointSentences('run a value review tied to their goals').missing).toBe(
      'A strong answer also runs a value review tied to their goals',
    );
    expect(keyPointSentences('confirm goals and why they bought').missing).toBe(
      'A strong answer also confirms goals and why they bought',
    );
    expect(keyPointSentences('acknowledges the customer and their impact').missing).toBe(
      'A strong answer also acknowledges the customer and their impact',
    );
  });

  it('says a thing as covered and a question as said', () => {
    expect(keyPointSentences('a recovery plan with the customer').missing).toBe(
      'A strong answer also covers a recovery plan with the customer',
    );
    expect(
      keyPointSentences('a concrete piece of work involving prioritising a product roadmap').covered,
    ).toBe('Your answer covers a concrete piece of work involving prioritising a product roadmap');
    expect(keyPointSentences('a long task blocks rendering and input').missing).toBe(
      'A strong answer also covers this point: a long task blocks rendering and input',
    );
    expect(keyPointSentences('how they tracked it').covered).toBe('Your answer says how you tracked it');
  });

  it('reads a word before "types" or "cases" as naming a kind of thing, not as a verb (ADR 161)', () => {
    expect(keyPointSentences('record types such as A and CNAME').missing).toBe(
      'A strong answer also covers this point: record types such as A and CNAME',
    );
    expect(keyPointSentences('use cases').missing).toBe('A strong answer also covers use cases');
    expect(keyPointSentences('test cases for the login form').covered).toBe(
      'Your answer covers test cases for the login form',
    );
    expect(keyPointSentences('add indexes').missing).toBe('A strong answer also adds indexes');
  });

  it('reads a noun with the verb it is the subject of as a claim, not as a deed (ADR 161)', () => {
    expect(keyPointSentences('State updates must be immutable').missing).toBe(
      'A strong answer also covers this point: State updates must be immutable',
    );
    expect(keyPointSentences('use tools that can help').missing).toBe(
      'A strong answer also uses tools that can help',
    );
  });

  it('reads a thing with what describes it, an adjective first or a gerund, and not a claim or a verb', () => {
    for (const thing of [
      'the data or test that disproved it',
      'willingness to learn the company stack',
      'a hypothesis before testing',
      'leading indicators versus lagging ones',
      'clear severity definitions',
      'open questions about current situation',
      'mentoring newer reps with examples',
      'a skill you bring',
    ])
      expect(keyPointSentences(thing).missing, thing).toBe(`A strong answer also covers ${thing}`);
    // A clause with no "that", the candidate's "they" said as "you".
    expect(keyPointSentences('a real limitation they hit').covered).toBe(
      'Your answer covers a real limitation you hit',
    );
    for (const notAThing of [
      'the seller asked questions before pitching',
      'coaches the champion to open the door',
      'audits the components and design inconsistencies',
      'queue slow or unreliable work to keep requests fast',
      'created regular rituals and clear agreements',
      'own retention and expansion numbers',
    ])
      expect(keyPointSentences(notAThing).missing, notAThing).toBe(
        `A strong answer also covers this point: ${notAThing}`,
      );
  });

  it('says "them" as "you" only where the work did something to the candidate', () => {
    expect(keyPointSentences('why that category suits them').missing).toBe(
      'A strong answer also says why that category suits you',
    );
    expect(keyPointSentences('explains what each one taught them').covered).toBe(
      'Your answer explains what each one taught you',
    );
    expect(keyPointSentences('reads them together to find the problem').missing).toBe(
      'A strong answer also reads them together to find the problem',
    );
  });

  it('says what a part of a story shows, and which part it is', () => {
    const missing = (point: string) => keyPointSentences(point).missing;
    expect(keyPointSentences('situation: when and where it happened')).toEqual({
      covered: 'Your answer sets out the situation: when and where it happened',
      missing: 'A strong answer also sets out the situation: when and where it happened',
      missingOfAnother:
        'A strong answer tells of the occasion the question asks about, and sets out the situation: when and where it happened',
      missingOfThatOccasion:
        'Of that occasion, a strong answer also sets out the situation: when and where it happened',
    });
    expect(missing('action: what you did yourself')).toBe('A strong answer also says what you did yourself');
    expect(missing('result: how it ended')).toBe('A strong answer also says how it ended');
    expect(missing('Action: what they tried on their own first')).toBe(
      'A strong answer also says what you tried on your own first',
    );
    expect(missing('actions: systematic steps they tried')).toBe(
      'A strong answer also says what you did: systematic steps you tried',
    );
    expect(missing('Action: adapted the explanation to their level')).toBe(
      'A strong answer also says what you did: adapted the explanation to their level',
    );
    expect(missing('Result: their promotion or new scope')).toBe(
      'A strong answer also gives the result: their promotion or new scope',
    );
    expect(missing('result with numbers')).toBe('A strong answer also gives the result, with numbers');
    expect(missing('result, including any cost')).toBe(
      'A strong answer also gives the result, including any cost',
    );
    expect(missing('situation with a stubborn problem')).toBe(
      'A strong answer also sets out the situation with a stubborn problem',
    );
    expect(missing('actions taken during and after')).toBe(
      'A strong answer also describes the actions taken during and after',
    );
    expect(missing('results are what drive renewal')).toBe(
      'A strong answer also covers this point: results are what drive renewal',
    );
  });

  it('says a labelled part of a story covered by its kind as the part alone, as only the part was judged', () => {
    expect(partShownSentence('action: listened and acknowledged the feeling first')).toBe(
      'Your answer says what you did',
    );
    expect(partShownSentence('situation: account size and risk signals')).toBe(
      'Your answer sets out the situation',
    );
    expect(partShownSentence('Result: their promotion or new scope')).toBe('Your answer gives the result');
    // Words that say no more than the part keep the point's own sentence, as does a point that is no part.
    expect(partShownSentence('situation: when and where it happened')).toBeNull();
    expect(partShownSentence('action: what you did yourself')).toBeNull();
    expect(partShownSentence('result: how it ended')).toBeNull();
    expect(partShownSentence('result with numbers')).toBeNull();
    expect(partShownSentence('retries with backoff and a dead-letter queue')).toBeNull();
  });

  it('keeps the label of a claim, and tells a deed in the past as the speaker’s, with its "they" as written', () => {
    const claim = 'least-privilege database user limits damage';
    expect(keyPointSentences(claim)).toEqual({
      covered: `You covered this key point: ${claim}`,
      missing: `A strong answer also covers this point: ${claim}`,
    });
    expect(keyPointSentences('coordinated with others and flagged risks')).toEqual({
      covered: 'Your answer tells how you coordinated with others and flagged risks',
      missing: 'A strong answer also tells how you coordinated with others and flagged risks',
    });
    expect(keyPointSentences('checked they could do it alone').missing).toBe(
      'A strong answer also tells how you checked they could do it alone',
    );
    // A thing and a question about it, a thing and its own, a thing with what was done to it.
    expect(keyPointSentences('the disagreement and who was involved').covered).toBe(
      'Your answer covers the disagreement and who was involved',
    );
    expect(keyPointSentences('the solution and its result').missing).toBe(
      'A strong answer also covers the solution and its result',
    );
    expect(keyPointSentences('the options considered').missing).toBe(
      'A strong answer also covers the options considered',
    );
    expect(keyPointSentences('whose support was needed and why').missing).toBe(
      'A strong answer also says whose support was needed and why',
    );
    // A gerund is the deed in its plain form, unless it names a thing or opens a claim.
    expect(keyPointSentences('learning from a mistake').missing).toBe(
      'A strong answer also learns from a mistake',
    );
    expect(keyPointSentences('asking for review').covered).toBe('Your answer asks for review');
    expect(keyPointSentences('owns the mistake').missing).toBe('A strong answer also owns the mistake');
    expect(keyPointSentences('saying no or deferring').missing).toBe(
      'A strong answer also says no or defers',
    );
    // A last word after a noun and "or" is another noun, not a second deed.
    expect(keyPointSentences('find the bottleneck or cause').covered).toBe(
      'Your answer finds the bottleneck or cause',
    );
    expect(keyPointSentences('sharing playbooks or winning talk tracks').missing).toBe(
      'A strong answer also shares playbooks or winning talk tracks',
    );
    expect(keyPointSentences('sequencing of hires by growth stage').missing).toBe(
      'A strong answer also covers this point: sequencing of hires by growth stage',
    );
    expect(keyPointSentences('capturing phase runs before bubbling').missing).toBe(
      'A strong answer also covers this point: capturing phase runs before bubbling',
    );
    // A verb alone before a colon is a noun.
    expect(keyPointSentences('fixes: split work, yield, or use a web worker').missing).not.toBe(
      'A strong answer also fixes: split work, yield, or use a web worker',
    );
    // A deed in the third person is said with the parts listed after its colon, never with a second colon.
    expect(keyPointSentences('diagnoses why: priority, stakeholder, missing compelling event').missing).toBe(
      'A strong answer also diagnoses why: priority, stakeholder, missing compelling event',
    );
    expect(keyPointSentences('clarifies what expensive means: compared to what').covered).toBe(
      'Your answer clarifies what expensive means: compared to what',
    );
    expect(
      keyPointSentences('optimises the hero image: size, format, priority, no lazy loading').missing,
    ).toBe('A strong answer also optimises the hero image: size, format, priority, no lazy loading');
    // The parts after a colon would be lost: the label stays.
    expect(keyPointSentences('built capability: training, components, tooling').missing).toBe(
      'A strong answer also covers this point: built capability: training, components, tooling',
    );
  });

  it('says every key point of the bank in its own words, with one person for the candidate', () => {
    for (const question of allBankQuestions())
      for (const point of question.key_points) {
        const { covered, missing } = keyPointSentences(point);
        if (missing.startsWith('A strong answer also covers this point:')) continue;
        // One person is "you" or "they" throughout: "how you adapt your approach", never "how you adapt their approach".
        // "says what you did: …their level", "tells how you checked they could…": the frame speaks to the candidate, the
        // words after it are the point's.
        const said = missing
          .slice('A strong answer also '.length)
          .replace(/^(says what you did: |tells how you )/, '');
        expect(
          /\b(you|your|yourself)\b/i.test(said) && /\b(they|their|themselves)\b/i.test(said),
          point,
        ).toBe(false);
        expect(missing.slice('A strong answer also '.length), point).toBe(
          covered.slice('Your answer '.length),
        );
        const longest = point
          .replace(/:.*$/, '')
          .split(/[\s,]+/)
          .slice(1)
          .reduce((a, b) => (b.length > a.length ? b : a), '');
        expect(missing.toLowerCase(), point).toContain(longest.toLowerCase().slice(0, -3));
      }
  });
});
