// Customization requests in the back office: a shopper asks from a product page, staff find the
// request in the inbox, answer it, and the shopper's mail arrives with the answer.
import { ProductPage } from './pages/product-page';
import { signedIn } from './pages/admin/admin-shell';
import { RequestDetailPage, RequestsPage, to } from './pages/admin/office-pages';
import { csrfHeaders, newStaff, unique } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { lastMailTo } from './support/mailbox';

test.describe('back office: customization requests', () => {
  test('staff answer a request from the inbox and the requester’s mail arrives', async ({
    page,
    browser,
    shop,
    ownerApi,
  }) => {
    const p = await shop.product(await shop.category());
    const requester = `asks-${unique()}@example.com`;
    const name = `Anna ${unique()}`;
    // The shopper's side, in a browser of its own.
    const shopper = await browser.newContext();
    const product = new ProductPage(await shopper.newPage());
    await product.goto(p.url);
    await product.requestCustomization({
      name,
      email: requester,
      message: 'Czy ten model jest dostępny w kolorze butelkowej zieleni?',
    });
    await shopper.close();

    const staff = await newStaff(ownerApi, 'staff');
    await signedIn(page, staff, '/admin/requests?status=new');
    const inbox = new RequestsPage(page);
    await expect(inbox.tabs.getByRole('link', { name: to('req.status.new') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const link = inbox.table
      .getByRole('link', { name: new RegExp(`^${to('req.open', { id: '\\d+' })}`) })
      .filter({ hasText: name });
    await expect(link).toBeVisible();
    await expect(inbox.table.getByRole('row').filter({ hasText: name })).toContainText(p.title);
    await expectNoSeriousA11yViolations(page);
    await link.click();

    const detail = new RequestDetailPage(page);
    await expect(detail.request).toContainText(
      'Czy ten model jest dostępny w kolorze butelkowej zieleni?',
    );
    await expect(detail.request).toContainText(requester);
    await expect(detail.thread).toContainText(to('req.noReplies'));
    await expectNoSeriousA11yViolations(page);

    const answer = `Tak, uszyjemy go w 3 tygodnie (${unique()}).`;
    await detail.replyBox.fill(answer);
    await detail.send.click();
    await expect(page.getByText(to('req.sentToast', { email: requester })).first()).toBeVisible();
    await expect(detail.replies).toHaveCount(1);
    await expect(detail.replies.first()).toContainText(answer);
    await expect(detail.replies.first()).toContainText(staff.email);
    await expect(detail.request).toContainText(to('req.status.answered'));

    const mail = await lastMailTo(requester, /odpowiedź/);
    expect(mail.subject).toBe('Dom i Styl: odpowiedź na Twoje zapytanie');
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain(p.title);

    // The inbox moved it: gone from "new", listed under "answered".
    await page.getByRole('link', { name: to('req.back') }).click();
    await inbox.tabs.getByRole('link', { name: to('req.status.answered') }).click();
    await expect(inbox.table.getByRole('row').filter({ hasText: name })).toBeVisible();
    await inbox.tabs.getByRole('link', { name: to('req.status.new') }).click();
    await expect(inbox.table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('an empty reply is refused in the form; the keyboard alone sends a real one', async ({
    page,
    shop,
    ownerApi,
  }) => {
    const p = await shop.product(await shop.category());
    const requester = `asks-${unique()}@example.com`;
    const created = await page.request.post('/api/client/customization-request', {
      headers: await csrfHeaders(page.request),
      data: { product_id: p.id, name: 'Ola', email: requester, message: 'Inny wymiar?' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const staff = await newStaff(ownerApi, 'staff');
    await signedIn(page, staff, `/admin/requests/${id}`);
    const detail = new RequestDetailPage(page);
    await detail.replyBox.fill('   ');
    await detail.send.click();
    await expect(detail.replyBox).toHaveAttribute('aria-invalid', 'true');
    await expect(detail.replyBox).toBeFocused();
    await expect(detail.replies).toHaveCount(0);

    // Type, Tab past the status (kept at "answered") to the send button, Enter.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Tak, 160 cm jest możliwe.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(detail.send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detail.replies).toHaveCount(1);
    expect((await lastMailTo(requester, /odpowiedź/)).text).toContain('Tak, 160 cm jest możliwe.');
  });
});
