/**
 * Area `report-cards` (issue 31): checking a report card by its code and PIN (public), the
 * published signing keys (public) and the principal's list of checks.
 */
import { item } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { listChecks } from '../report-cards/checks.ts';
import { keySet } from '../report-cards/signing-keys.ts';
import { cardLogo, lookUpCard, openCard, PinLocked } from '../report-cards/verify-card.ts';
import type { HandlerMap } from './types.ts';

export const reportCardsHandlers = {
  async getReportCardVerification({ db, params }) {
    return item(await lookUpCard(db, params.code));
  },

  async checkReportCardPin({ db, config, params, body, reply }) {
    try {
      return item(await openCard(db, config.messagesSecretKey, params.code, body.pin));
    } catch (error) {
      if (!(error instanceof PinLocked)) throw error;
      reply.header('retry-after', error.retryAfter);
      throw new HttpError(429, error.message);
    }
  },

  async getReportCardLogo({ db, config, params, req, reply }) {
    const { file, stream } = await cardLogo(db, config, params.code, req.log);
    // The contract's 200 is the image, not JSON: the reply is sent here.
    return reply
      .headers({
        'content-type': file.contentType,
        'content-length': file.size,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=3600',
      })
      .send(stream) as never;
  },

  async getVerificationKeys({ db }) {
    return keySet(db);
  },

  async listReportCardVerifications({ db, auth, query }) {
    return listChecks(db, auth, query);
  },
} satisfies Partial<HandlerMap>;
