import { expect, test } from '../../support/fixtures';

const QUIZZES = [
  { id: 'creator-archetype', questions: 5 },
  { id: 'hustle-style', questions: 7 },
  { id: 'predict-favorite', questions: 6 },
  { id: 'productivity-score', questions: 8 },
];

for (const quiz of QUIZZES) {
  test(`/quizzes#${quiz.id} asks ${quiz.questions} questions and ends in three tools that open in The Arsenal`, async ({ page }) => {
    await page.goto(`/quizzes#${quiz.id}`);
    const progress = page.getByRole('progressbar', { name: 'Quiz progress' });
    await expect(progress).toHaveAttribute('aria-valuemax', String(quiz.questions));
    for (let question = 1; question <= quiz.questions; question++) {
      await expect(page.getByText(`Question ${question} of ${quiz.questions}`)).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuenow', String(question - 1));
      await page
        .getByRole('group')
        .getByRole('button')
        .nth(question % 4)
        .click();
    }
    await expect(page.getByRole('heading', { name: 'Your top 3 tools' })).toBeFocused();
    const matches = page.getByText(/^\d+% match · \d+ of your \d+ answers$/);
    await expect(matches).toHaveCount(3);
    const first = page.getByRole('link', { name: /^About .+: pricing and alternatives$/ }).first();
    const name = (await first.textContent())?.replace(/^About |: pricing and alternatives$/g, '') ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/tools\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${name}: pricing, features and alternatives | Toolverse`);
  });
}

test('different answers give different recommendations; Take Quiz Again and Explore Other Quizzes', async ({ page }) => {
  const picks = async (option: number) => {
    await page.goto('/quizzes');
    await page.getByRole('link', { name: 'Start quiz: Which AI Tools Fit the Way You Create?' }).click();
    for (let question = 1; question <= 5; question++) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      await page.getByRole('group').getByRole('button').nth(option).click();
    }
    await expect(page.getByText(/^\d+% match · \d+ of your \d+ answers$/)).toHaveCount(3);
    return page.getByRole('heading', { level: 4 }).allTextContents();
  };
  const writer = await picks(0);
  // Every answer a: the quiz names the reader's type and describes it.
  await expect(page.getByText('Your creator type', { exact: true })).toBeVisible();
  await expect(page.getByText('The Storyteller', { exact: true })).toBeVisible();
  const designer = await picks(2);
  await expect(page.getByText('The Visual Maker', { exact: true })).toBeVisible();
  expect(writer).not.toEqual(designer);

  await page.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('group').getByRole('button').first().click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Previous Question' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  await expect(page.getByRole('link', { name: /^Start quiz:/ })).toHaveCount(4);
  await page.getByRole('link', { name: 'Start quiz: Which AI Tools Fit Your Side Hustle?' }).click();
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
});
