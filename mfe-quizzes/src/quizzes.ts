/** The four quizzes of the spec, with their question counts and times. */
export interface QuizSummary {
  id: 'creator-archetype' | 'hustle-style' | 'predict-favorite' | 'productivity-score';
  title: string;
  description: string;
  questions: number;
  minutes: number;
  featured: boolean;
}

export const QUIZZES: readonly QuizSummary[] = [
  {
    id: 'creator-archetype',
    title: "What's Your Creator Archetype?",
    description: 'Storyteller, teacher, entertainer or builder? Find out how you create, and the AI tools that amplify it.',
    questions: 5,
    minutes: 3,
    featured: true,
  },
  {
    id: 'hustle-style',
    title: "What's Your AI Side-Hustle Style?",
    description: 'Match your time, skills and budget to the AI side hustle that suits you, and the tools to launch it.',
    questions: 7,
    minutes: 4,
    featured: false,
  },
  {
    id: 'predict-favorite',
    title: 'Can We Predict Your Favorite AI Tool?',
    description: 'Six questions about how you work. We bet we can name the tool you will love before you try it.',
    questions: 6,
    minutes: 3,
    featured: false,
  },
  {
    id: 'productivity-score',
    title: "What's Your AI Productivity Score?",
    description: 'Rate your daily workflow and get a score, plus the tools that would win you back the most hours.',
    questions: 8,
    minutes: 5,
    featured: false,
  },
];
