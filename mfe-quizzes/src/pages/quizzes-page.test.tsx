import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QuizzesPage } from './quizzes-page';

describe('QuizzesPage', () => {
  it('lists the four quizzes with their question counts and times', () => {
    render(
      <MemoryRouter initialEntries={['/quizzes']}>
        <QuizzesPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(/questions · \d min/).map((node) => node.textContent)).toEqual([
      '5 questions · 3 min',
      '7 questions · 4 min',
      '6 questions · 3 min',
      '8 questions · 5 min',
    ]);
  });

  it('opens a quiz from /quizzes#{id} and goes back to the list', async () => {
    render(
      <MemoryRouter initialEntries={['/quizzes#productivity-score']}>
        <QuizzesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("What's Your AI Productivity Score?");
    await userEvent.click(screen.getByRole('link', { name: 'Back to all quizzes' }));
    expect(screen.getAllByRole('link', { name: /^Start quiz:/ })).toHaveLength(4);
  });
});
