// A quiz, exposed as ./QuizRunner (a React island; quiz-runner.tsx).
export { default } from './quiz-runner';
