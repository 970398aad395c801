import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { cheapestText, freePlanText } from '@toolverse/shared-content/domain/plans/words';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import { CurrentUrl, renderAt as renderRoutesAt } from '@toolverse/testing';
import { QuizzesPage } from './quizzes-page';

const renderAt = (url: string) =>
  renderRoutesAt(
    url,
    <>
      <Route path="/quizzes" element={<QuizzesPage />} />
      <Route path="/tools" element={<CurrentUrl />} />
    </>,
  );

/** A quiz's section, by its title: the page renders every quiz, each shown while the URL names it (:target, in the stylesheet). */
const quizSection = (title: string) => screen.getByRole('region', { name: title });

describe('QuizzesPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the four quizzes with their question counts, times and pictures', async () => {
    await renderAt('/quizzes');
    expect(screen.getAllByText(/questions · \d min/).map((node) => node.textContent)).toEqual([
      '5 questions · 3 min',
      '7 questions · 4 min',
      '6 questions · 3 min',
      '8 questions · 5 min',
    ]);
    // One featured quiz, the spec's: creator-archetype.
    expect(screen.getAllByText('Featured')).toHaveLength(1);
    const featured = screen.getAllByRole('listitem').filter((item) => within(item).queryByText('Featured') !== null);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent('Which AI Tools Fit the Way You Create?');
    const pictures = screen.getAllByRole('presentation');
    for (const image of pictures) expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    // The first picture is the phone's largest paint and comes at once; the others wait for the screen.
    expect(pictures.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it('runs a quiz from /quizzes#{id}: 500 ms after each answer the next question, then the archetype and three tools with computed matches', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderAt('/quizzes#creator-archetype');
    const run = within(quizSection('Which AI Tools Fit the Way You Create?'));
    const progress = run.getByRole('progressbar', { name: 'Quiz progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '5');
    expect(run.getByRole('button', { name: 'Previous Question' })).toBeDisabled();

    for (let question = 1; question <= 5; question++) {
      expect(run.getByText(`Question ${question} of 5`)).toBeInTheDocument();
      const group = run.getByRole('group');
      await user.click(within(group).getAllByRole('button')[1]!);
      // The choice shows at once; the next question comes 500 ms later.
      expect(run.getByText(`Question ${question} of 5`)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500));
    }

    expect(run.getByRole('heading', { name: 'Your top 3 tools' })).toHaveFocus();
    // Every answer was b: the video-first archetype, named and described.
    expect(run.getByText('Your creator type')).toBeInTheDocument();
    expect(run.getByText('The Entertainer')).toBeInTheDocument();
    expect(run.getByText(/^You come alive on camera/)).toBeInTheDocument();
    const matches = run.getAllByText(/^\d+% match · \d of your 5 answers$/).map((node) => Number.parseInt(node.textContent ?? '', 10));
    expect(matches).toHaveLength(3);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    expect(screen.getByText(/^Match: the share of your answers that point to the tool\./)).toBeInTheDocument();
    // Each result's price block: the free plan and the cheapest paid plan of its record, where the
    // figure comes from, and the vendor's own pricing page.
    const { plans, pricingPage } = TOOL_INDEX.find((tool) => tool.id === 'descript')!;
    const pricing = screen.getByRole('link', { name: /^Current prices on descript\.com/ });
    expect(pricing).toHaveAttribute('href', pricingPage);
    expect(pricing).toHaveAttribute('rel', 'noopener noreferrer');
    const blocks = screen.getAllByText((_, element) => element?.hasAttribute('data-price-status') ?? false);
    const descript = blocks.filter((block) => within(block).queryAllByRole('link').includes(pricing));
    expect(descript).toHaveLength(1);
    expect(descript[0]).toHaveTextContent(`${freePlanText(plans)} · `);
    expect(descript[0]).toHaveTextContent(plans.model === 'free' ? 'No paid plan' : (cheapestText(plans) ?? 'No dated figure'));
    expect(screen.getByRole('link', { name: 'About Descript: pricing and alternatives' })).toHaveAttribute('href', '/tools/descript');

    await user.click(run.getByRole('button', { name: 'Take Quiz Again' }));
    expect(run.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(
      within(run.getByRole('group'))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true'),
    ).toEqual([]);
  });

  it('opens a quiz from the list without a script: its link names the section the URL then targets', async () => {
    await renderAt('/quizzes');
    const start = screen.getByRole('link', { name: /^Start quiz: Can We Predict/ });
    expect(start).toHaveAttribute('href', '/quizzes#predict-favorite');
    const section = quizSection('Can We Predict Your Favorite AI Tool?');
    // Shown only as the URL's target, and focusable there.
    expect(section).toHaveAttribute('id', 'predict-favorite');
    expect(section).toHaveClass('hidden', 'target:block');
    expect(section).toHaveAttribute('tabindex', '-1');
  });

  it('goes back a question with Previous Question, and back to the list', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderAt('/quizzes#productivity-score');
    const run = within(quizSection('Where Can AI Save You the Most Time?'));
    await user.click(within(run.getByRole('group')).getAllByRole('button')[2]!);
    act(() => jest.advanceTimersByTime(500));
    expect(run.getByText('Question 2 of 8')).toBeInTheDocument();
    expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await user.click(run.getByRole('button', { name: 'Previous Question' }));
    expect(run.getByText('Question 1 of 8')).toBeInTheDocument();
    expect(within(run.getByRole('group')).getAllByRole('button')[2]).toHaveAttribute('aria-pressed', 'true');
    expect(run.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/quizzes');
  });
});
