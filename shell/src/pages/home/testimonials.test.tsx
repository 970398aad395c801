import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ILLUSTRATIVE_STORIES, readerStories } from './community';
import { Testimonials } from './testimonials';
import { CAROUSEL_INTERVAL_MS, wrapIndex } from './use-carousel';

const shown = () => screen.getByRole('group', { name: /of 3$/ });
const author = (index: number) => ILLUSTRATIVE_STORIES[index]!.author.role;

describe('the testimonials carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('labels the stories as illustrative examples, each by a role and no invented name', () => {
    render(<Testimonials />);
    const carousel = screen.getByRole('region', { name: 'Reader stories' });
    expect(carousel).toHaveTextContent('Illustrative examples');
    expect(carousel).toHaveTextContent('not quotes from real readers');
    expect(shown()).toHaveTextContent(author(0));
  });

  it('shows readers’ own testimonials from site.json, with name and role and no illustrative label, once the operator supplies them', () => {
    expect(readerStories([])).toEqual({ stories: ILLUSTRATIVE_STORIES, fromReaders: false });
    const supplied = readerStories([
      { quote: 'The compare pages saved me a week of free trials.', name: 'Ana Ruiz', role: 'Newsletter writer', consentOn: '2026-12-01' },
    ]);
    render(<Testimonials {...supplied} />);
    const carousel = screen.getByRole('region', { name: 'Reader stories' });
    expect(carousel).toHaveTextContent('From readers');
    expect(carousel).not.toHaveTextContent('Illustrative examples');
    expect(screen.getByRole('group', { name: '1 of 1' })).toHaveTextContent('Ana Ruiz, Newsletter writer');
  });

  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('advances every 8 s and wraps around', () => {
    render(<Testimonials />);
    expect(shown()).toHaveTextContent(author(0));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(shown()).toHaveTextContent(author(0));
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toHaveTextContent(author(1));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toHaveTextContent(author(2));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toHaveTextContent(author(0));
  });

  it('moves with previous, next and the dots', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toHaveTextContent(author(2));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toHaveTextContent(author(0));
    await user.click(screen.getByRole('button', { name: 'Show testimonial 2' }));
    expect(shown()).toHaveTextContent(author(1));
    expect(screen.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('holds still while hovered, and while paused', async () => {
    render(<Testimonials />);
    const carousel = screen.getByRole('region', { name: 'Reader stories' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(shown()).toHaveTextContent(author(0));
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the rotation' }));
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(shown()).toHaveTextContent(author(0));
    fireEvent.click(screen.getByRole('button', { name: 'Play the rotation' }));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toHaveTextContent(author(1));
  });

  it('does not rotate for readers who prefer reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(<Testimonials />);
      act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
      expect(shown()).toHaveTextContent(author(0));
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
