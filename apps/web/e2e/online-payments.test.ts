// @vitest-environment node
/**
 * Paying fees online in a real browser (issue 29), against the stub Paystack the API tests use
 * (apps/api/src/test/payment-providers.ts): the superadmin sets up Paystack and gives the
 * webhook address the screen shows to the provider; the demo's `parent` pays her child's
 * invoice at the stub checkout, comes back to "Confirming your payment…" until the signed
 * webhook lands, then reads the receipt; the bursar's reconciliation lists the transaction as
 * credited, beside the ledger's receipt.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  STUB_KEYS,
  type StubProviders,
  startPaymentProviders,
} from '../../api/src/test/payment-providers.ts';
import { describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let providers: StubProviders;
let portal: RunningPortal;
let browser: Browser;

describeInBrowser('paying fees online', () => {
  beforeAll(async () => {
    providers = await startPaymentProviders();
    portal = await startPortal({ PAYSTACK_BASE_URL: providers.url });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await providers?.close();
  });

  it('a guardian pays an invoice at the checkout, sees the receipt, and the bursar sees it credited', async () => {
    // The superadmin sets up Paystack, and gives its dashboard the webhook address shown.
    const admin = await signedIn(browser, portal.url, 'superadmin');
    await admin.goto(`${portal.url}/payment-providers`);
    const paystack = admin.getByRole('region', { name: 'Paystack' });
    await paystack.getByLabel(/^Public key/).fill(STUB_KEYS.paystack.public_key);
    await paystack.getByLabel(/^Secret key/).fill(STUB_KEYS.paystack.secret_key);
    await paystack.getByRole('combobox', { name: /^Settles into/ }).click();
    // By keyboard: the list opens near the bottom and runs past the window.
    const bank = admin.getByRole('option').first();
    await bank.focus();
    await bank.press('Enter');
    await paystack.getByRole('button', { name: 'Set up Paystack' }).click();
    const webhook = paystack.getByText(/\/api\/payments\/webhooks\/paystack$/);
    providers.webhookUrls.paystack = ((await webhook.textContent()) ?? '').trim();
    expect(providers.webhookUrls.paystack).toBe(`${portal.url}/api/payments/webhooks/paystack`);
    await admin.context().close();

    // The parent pays what her child's first unpaid invoice owes, at the provider's checkout.
    const parent = await signedIn(browser, portal.url, 'parent');
    await parent.getByRole('link', { name: 'Open Chidi’s page' }).click();
    await parent.getByRole('tab', { name: 'Fees' }).click();
    const payOnline = parent.getByRole('button', { name: /^Pay online: / }).first();
    const owed = ((await payOnline.getAttribute('aria-label')) ?? '').replace('Pay online: ', '');
    expect(owed).toMatch(/^₦[\d,]+\.\d{2}$/);
    // The provider's webhook comes after the payer is back, as it often does.
    providers.holdWebhooks = true;
    await payOnline.click();
    await parent.waitForURL(`${providers.url}/checkout/**`);
    await parent.getByRole('button', { name: 'Pay' }).click();
    await parent.waitForURL(`${portal.url}/pay/return?**`);
    const reference = new URL(parent.url()).searchParams.get('reference') ?? '';
    expect(reference).not.toBe('');
    await parent.getByRole('heading', { name: 'Confirming your payment…' }).waitFor();
    expect(await providers.deliverHeld()).toEqual([200]);
    await parent.getByRole('heading', { name: 'Payment received' }).waitFor();
    const receipt = parent.getByRole('status').filter({ hasText: 'Payment received' });
    expect(await receipt.textContent()).toContain(owed);
    const receiptNo = (await receipt.getByText(/^RCT\//).textContent())?.trim() ?? '';
    expect(receiptNo).toMatch(/^RCT\//);
    await parent.context().close();

    // The bursar's reconciliation: the transaction credited, beside its receipt in the ledger.
    const bursar = await signedIn(browser, portal.url, 'account');
    await bursar.goto(`${portal.url}/finance/account/online-payments`);
    const row = bursar.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.getByText('Credited').count()).toBe(1);
    expect(await row.getByRole('cell', { name: receiptNo }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: owed }).count()).toBe(1);
    await bursar.context().close();
  }, 180_000);
});
