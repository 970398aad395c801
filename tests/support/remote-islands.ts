import { expect, type Page } from '@playwright/test';

/**
 * One island of each remote, as a reader meets it: the page it is on, what the reader does to it,
 * and what they see once it has worked. The tests of a remote that is down use them: the page is
 * served and readable either way; the island answers once its remote can be reached.
 */
export interface RemoteIsland {
  /** The page, with the #part that shows the island. */
  path: string;
  /** The page's h1, there in the server's HTML whatever the remote does. */
  h1: string;
  /** What the reader does to the island. */
  act: (page: Page) => Promise<void>;
  /** What the reader sees once the island has done it. */
  worked: (page: Page) => Promise<void>;
}

export const REMOTE_ISLANDS: Record<'blog' | 'tools' | 'quizzes' | 'guide', RemoteIsland> = {
  blog: {
    path: '/blog',
    h1: 'Choose your mission',
    act: (page) => page.getByRole('button', { name: 'Feeling Lucky' }).click(),
    worked: (page) => expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/, { timeout: 15_000 }),
  },
  tools: {
    path: '/tools',
    h1: 'Explore the AI Tool Universe',
    act: (page) => page.getByLabel('Search tools').fill('zzzz-nothing'),
    worked: (page) => expect(page.getByText('No tool matches all of these filters.')).toBeVisible({ timeout: 15_000 }),
  },
  quizzes: {
    path: '/quizzes#creator-archetype',
    h1: 'Find your perfect AI tools',
    act: (page) => page.getByRole('group').getByRole('button').first().click(),
    worked: (page) => expect(page.getByText('Question 2 of 5')).toBeVisible({ timeout: 15_000 }),
  },
  guide: {
    path: '/guide#automate',
    h1: 'Where do you want AI to take you?',
    act: (page) => page.getByRole('searchbox', { name: 'Search this path' }).fill('zap'),
    worked: (page) =>
      expect(page.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/links match “zap”$/, { timeout: 15_000 }),
  },
};

/** The notice an island of `label`'s remote shows in place when the remote cannot be reached. */
export const unreachable = (page: Page, label: string) =>
  page.getByRole('alert').filter({ hasText: `${label} can't be reached right now` });
