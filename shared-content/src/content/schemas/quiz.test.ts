import { budgetWordsProblem, quizProblems, quizTools } from './quiz';

describe("a quiz answer's budget", () => {
  it('agrees with its words: a limit the words give is a bound of the bracket', () => {
    expect(budgetWordsProblem('Free plans only for now', 'free')).toBeNull();
    expect(budgetWordsProblem('Up to about $50 a month', 'under-50')).toBeNull();
    expect(budgetWordsProblem('$50 to $200 a month, if the tools earn their keep', '50-200')).toBeNull();
    expect(budgetWordsProblem('More than $200 a month is fine', '200-plus')).toBeNull();
    expect(budgetWordsProblem('A small monthly spend is fine if it grows', 'under-50')).toBeNull();
  });

  it('refuses words that say another bracket', () => {
    expect(budgetWordsProblem('More than $50 a month, if the tools earn their keep', '200-plus')).toMatch(
      /bracket "200-plus" is over \$200 a month/,
    );
    expect(budgetWordsProblem('Up to $100 a month', 'under-50')).toMatch(/bracket "under-50" is under \$50 a month/);
    expect(budgetWordsProblem('Keep it free', '50-200')).toMatch(/says "free", but its bracket is "50-200"/);
    expect(budgetWordsProblem('About $10 a month', 'free')).toMatch(/names \$10, but its bracket is "free"/);
    expect(budgetWordsProblem('$20 to $100 a month', '50-200')).toMatch(/says \$20 to \$100/);
  });

  it('is part of what the quizzes check refuses, naming the quiz, the question and the answer', () => {
    const options = (text: string, budget: string) => [
      { id: 'a', text, weights: { zapier: 1 }, budget },
      ...(['b', 'c', 'd'] as const).map((id) => ({ id, text: `Answer ${id}`, weights: { zapier: 1 } })),
    ];
    const quizzes = ['creator-archetype', 'hustle-style', 'predict-favorite', 'productivity-score'].map((id, index) => ({
      id,
      title: 'A quiz title long enough',
      description: 'A description long enough to pass the schema of the quizzes.',
      resultIntro: 'The tools your answers point to.',
      ...(id === 'creator-archetype'
        ? {
            archetypes: Object.fromEntries(
              ['a', 'b', 'c', 'd'].map((letter) => [letter, { name: `Type ${letter}`, description: 'x'.repeat(80) }]),
            ),
          }
        : {}),
      questions: Array.from({ length: [5, 7, 6, 8][index]! }, (_, question) => ({
        id: `q${question + 1}`,
        question: 'What would you like?',
        options: options(question === 0 ? 'More than $50 a month' : 'Keep it free', question === 0 ? '200-plus' : 'free'),
      })),
    }));
    const tools = [{ id: 'zapier', plans: { bracket: 'free' as const, model: 'freemium' as const } }];
    expect(quizProblems(quizzes, tools).filter((problem) => problem.includes('.text:'))).toEqual([
      'quizzes.json: 0.questions.0.options.0.text: "More than $50 a month" says "More than $50", but its bracket "200-plus" is over $200 a month (creator-archetype q1a)',
      'quizzes.json: 1.questions.0.options.0.text: "More than $50 a month" says "More than $50", but its bracket "200-plus" is over $200 a month (hustle-style q1a)',
      'quizzes.json: 2.questions.0.options.0.text: "More than $50 a month" says "More than $50", but its bracket "200-plus" is over $200 a month (predict-favorite q1a)',
      'quizzes.json: 3.questions.0.options.0.text: "More than $50 a month" says "More than $50", but its bracket "200-plus" is over $200 a month (productivity-score q1a)',
    ]);
  });
});

describe("what the tools' pages need of the quizzes", () => {
  it('lists the tools each quiz weights, once each, sorted, from every answer of every question', () => {
    const question = (weights: Record<string, number>[]) => ({ options: weights.map((w) => ({ weights: w })) });
    const quizzes = [
      { id: 'creator-archetype', questions: [question([{ zapier: 1 }, { canva: 2, zapier: 3 }]), question([{ claude: 1 }])] },
      { id: 'hustle-style', questions: [question([{ notion: 1 }])] },
    ] as unknown as Parameters<typeof quizTools>[0];
    expect(quizTools(quizzes)).toEqual({ 'creator-archetype': ['canva', 'claude', 'zapier'], 'hustle-style': ['notion'] });
  });
});
