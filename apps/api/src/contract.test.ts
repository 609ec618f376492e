/**
 * Who may call an operation is the SDK's generated table (packages/sdk/src/roles.ts), the one
 * the web app reads for its menus: the server does not keep a second reading of x-roles.
 */
import { rolesFor } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';

describe('the contract table', () => {
  const operations = [...loadContract().operations.values()];

  it('takes every operation’s roles from the SDK’s generated table', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(op.roles, op.operationId).toBe(rolesFor(op.operationId));
  });

  it('has the sign-in calls, the delivery reports, the payment webhooks and the report-card checks public, and no other without roles', () => {
    const open = operations.filter((op) => op.roles.length === 0).map((op) => op.operationId);
    expect(open.sort()).toEqual([
      'checkReportCardPin',
      'getReportCardLogo',
      'getReportCardVerification',
      'getVerificationKeys',
      'loginUser',
      'receiveFlutterwaveEvent',
      'receivePaystackEvent',
      'reportTermiiDelivery',
      'reportWhatsappDelivery',
      'requestPasswordReset',
      'resetPassword',
      'signUpSchool',
      'verifyWhatsappWebhook',
    ]);
  });
});
