// Suggestions as you type in the header search, by keyboard (the seeded lamps and tables, read
// only: suggestions need real words).
import { Header } from './pages/header';
import { expect, gotoHydrated, test } from './support/fixtures';

test('search suggestions appear as you type and open by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/pl');
  const header = new Header(page);
  const box = header.search;
  await box.pressSequentially('lamp', { delay: 30 });
  const list = header.suggestions;
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  const title = (await options.first().locator('span').last().innerText()).trim();
  await box.press('Enter');
  await expect(page).not.toHaveURL(/\/pl$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  // Escape closes the list; plain Enter still searches.
  await gotoHydrated(page, '/pl');
  await box.pressSequentially('stół', { delay: 30 });
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pl\/search\?search=st%C3%B3%C5%82/);
});
