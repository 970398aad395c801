import { BRACKET_WORDS } from '@toolverse/shared-content/domain/plans/words';
import { ALTERNATIVE_POINTS, alternativesTo, closeness, difference } from './alternatives';
import { FIXTURE_TOOLS, fixturePlans, fixtureTool } from '../common/arsenal-fixtures';

const tool = (id: string) => FIXTURE_TOOLS.find((entry) => entry.id === id)!;

describe('the alternatives to a tool', () => {
  it('score by the stated rule: category, each shared goal, each shared kind of reader, the same budget', () => {
    // Quill and Inkwell: same category, one goal (create), one reader (writers), different budgets.
    expect(closeness(tool('quill'), tool('inkwell'))).toBe(
      ALTERNATIVE_POINTS.category + ALTERNATIVE_POINTS.goal + ALTERNATIVE_POINTS.userType,
    );
    // Quill and Canvasly: another category; the goal create and the free budget in common.
    expect(closeness(tool('quill'), tool('canvasly'))).toBe(ALTERNATIVE_POINTS.goal + ALTERNATIVE_POINTS.budget);
    // Ledger shares nothing with Quill.
    expect(closeness(tool('quill'), tool('ledger'))).toBe(0);
  });

  it('come closest first, ties in the recommended order, never the tool itself or a tool that shares nothing', () => {
    const ranked = alternativesTo(tool('quill'), FIXTURE_TOOLS, 10).map((alternative) => alternative.tool.id);
    // Inkwell and Adwise score 6 each (category, create, one reader): Inkwell comes first in the list.
    // Canvasly and Flowbot score 3 (one goal, the same budget); Ledger shares nothing.
    expect(ranked).toEqual(['inkwell', 'adwise', 'canvasly', 'flowbot']);
    expect(ranked).not.toContain('quill');
    expect(ranked).not.toContain('ledger');
    const scores = alternativesTo(tool('quill'), FIXTURE_TOOLS, 10).map((alternative) => alternative.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('keeps the recommended order between tools of the same score', () => {
    const twin = fixtureTool('twin', 'Twin', {});
    const other = fixtureTool('other', 'Other', {});
    const me = fixtureTool('me', 'Me', {});
    expect(alternativesTo(me, [other, me, twin], 5).map((alternative) => alternative.tool.id)).toEqual(['other', 'twin']);
    expect(alternativesTo(me, [twin, me, other], 5).map((alternative) => alternative.tool.id)).toEqual(['twin', 'other']);
  });

  it('stops at the limit', () => {
    expect(alternativesTo(tool('quill'), FIXTURE_TOOLS, 2)).toHaveLength(2);
  });
});

describe('how an alternative differs', () => {
  it('says it in one sentence made of the facts: free plan, readers, goals, budget', () => {
    expect(difference(tool('inkwell'), tool('quill'))).toBe(
      'Has a free plan, which Inkwell does not; suits marketers rather than freelancers; also helps you automate routine work; a cheaper budget bracket (free).',
    );
    expect(difference(tool('quill'), tool('adwise'))).toBe(
      'No free plan, unlike Quill; made for fewer readers: not writers; also helps you earn money; a dearer budget bracket ($50 to $200 a month).',
    );
    expect(difference(tool('quill'), tool('canvasly'))).toBe(
      'Listed under Design, not Writing; suits designers rather than writers and marketers.',
    );
  });

  it('claims no difference where the facts are the same', () => {
    const a = fixtureTool('a', 'Alpha', {});
    const b = fixtureTool('b', 'Beta', {});
    expect(difference(a, b)).toBe('Same category, readers, goals and budget bracket as Alpha: compare their plans and features.');
  });
});

describe('the budget bracket an alternative is weighed by', () => {
  // Tools alike in everything but their plans: the budget point alone tells them apart.
  const priced = (id: string, plans: ReturnType<typeof fixturePlans>) => fixtureTool(id, id, { plans });
  const me = priced('me', fixturePlans([{ name: 'Pro', monthly: 20 }]));

  it('is the bracket of each record: its cheapest paid plan a month, or free where it has a free plan', () => {
    const budget = (other: ReturnType<typeof priced>) => closeness(me, other) - closeness(me, me);
    // $49.99 a month is under $50, like $20; $50 is not. Billed yearly, $540 is $45 a month.
    expect(budget(priced('just-under', fixturePlans([{ name: 'Pro', monthly: 49.99 }])))).toBe(0);
    expect(budget(priced('yearly', fixturePlans([{ name: 'Pro', annual: 540 }])))).toBe(0);
    expect(budget(priced('fifty', fixturePlans([{ name: 'Pro', monthly: 50 }])))).toBe(-ALTERNATIVE_POINTS.budget);
    // A free plan beside a $20 plan puts a tool in the free bracket, not with me.
    const withFree = priced(
      'with-free',
      fixturePlans([
        { name: 'Free', monthly: 0 },
        { name: 'Pro', monthly: 20 },
      ]),
    );
    expect(withFree.plans.bracket).toBe('free');
    expect(budget(withFree)).toBe(-ALTERNATIVE_POINTS.budget);
  });

  it('gives no point for two tools whose records hold no dated figure', () => {
    const unpriced = priced('unpriced', fixturePlans([{ name: 'Pro' }]));
    const alsoUnpriced = priced('also-unpriced', fixturePlans([{ name: 'Business' }]));
    expect([unpriced.plans.bracket, alsoUnpriced.plans.bracket]).toEqual([null, null]);
    expect(closeness(unpriced, alsoUnpriced)).toBe(closeness(unpriced, me));
    expect(difference(unpriced, alsoUnpriced)).not.toMatch(/budget bracket \(/);
  });

  it('is named in the sentence on how an alternative differs, in the words the compare table uses', () => {
    const dearer = priced('dearer', fixturePlans([{ name: 'Team', monthly: 240 }]));
    expect(dearer.plans.bracket).toBe('200-plus');
    expect(difference(me, dearer)).toBe(`A dearer budget bracket (${BRACKET_WORDS['200-plus'].toLowerCase()}).`);
    expect(difference(dearer, me)).toBe(`A cheaper budget bracket (${BRACKET_WORDS['under-50'].toLowerCase()}).`);
  });
});
