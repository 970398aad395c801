// The spec's four quizzes, free of any schema library: links to a quiz (/quizzes#{id}) are checked
// against these, and the quiz data must hold exactly these.

export const QUIZ_IDS = ['creator-archetype', 'hustle-style', 'predict-favorite', 'productivity-score'] as const;
export type QuizId = (typeof QUIZ_IDS)[number];

/**
 * Questions and minutes per quiz (creator-archetype is the featured one), and the short
 * name other apps use when they link to a quiz (the guide).
 */
export const QUIZ_FACTS: Readonly<Record<QuizId, { name: string; questions: number; minutes: number; featured: boolean }>> = {
  'creator-archetype': { name: 'Creator Style quiz', questions: 5, minutes: 3, featured: true },
  'hustle-style': { name: 'Side Hustle Tools quiz', questions: 7, minutes: 4, featured: false },
  'predict-favorite': { name: 'Predict Your Favorite AI Tool quiz', questions: 6, minutes: 3, featured: false },
  'productivity-score': { name: 'Time Saver quiz', questions: 8, minutes: 5, featured: false },
};
