// A quiz, exposed as ./QuizRunner (a React island; components/quiz-runner.tsx).
export { default } from '../components/quiz-runner';
