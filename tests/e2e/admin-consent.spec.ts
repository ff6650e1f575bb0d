// The back office's tag manager setting (docs/rules.md#consent): an id that is not a Google Tag
// Manager container's is refused at its field, and nothing is saved. A valid id is saved by the
// API test (settings.api.test.ts): saving one here would change every page of the shared e2e
// server while other specs run.
import { ADMIN_API } from '#contracts/api-paths';
import { signedIn } from './pages/admin/admin-shell';
import { tset } from './pages/admin/checkout-pages';
import { newStaff } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { ta } from './support/text';

test(
  'a tag manager id is checked at its field and not saved when wrong',
  { tag: '@mobile' },
  async ({ page, ownerApi }) => {
    const owner = await newStaff(ownerApi, 'owner', 'pl');
    await signedIn(page, owner, '/admin/settings');
    const field = page.getByLabel(tset('set.gtm'));
    await expect(field).toHaveValue('');
    await field.fill('UA-12345-1');
    await page.getByTestId('settings-save').click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main')).toContainText(ta('err.gtm.invalid'));
    await expectNoSeriousA11yViolations(page);
    const stored = (await (await ownerApi.get(ADMIN_API.settings)).json()) as { gtm_id: string };
    expect(stored.gtm_id).toBe('');
  },
);
