/**
 * Area `report-cards` (issue 31): checking a report card by its code and PIN (public), the
 * published signing keys (public) and the principal's list of checks.
 */
import { item } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { listChecks } from '../report-cards/checks.ts';
import { keySet } from '../report-cards/signing-keys.ts';
import { cardLogo, lookUpCard, openCard, PinLocked } from '../report-cards/verify-card.ts';
import { fileStoreFor } from '../storage/file-store.ts';
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
    const file = await cardLogo(db, params.code);
    const stream = await fileStoreFor(config.dataDir).read(file.storageKey);
    if (!stream) {
      req.log.error({ fileId: String(file.id) }, 'stored file is missing');
      throw notFound('Logo');
    }
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600');
    // The contract's 200 is the image, not JSON: the reply is sent here.
    return reply.send(stream) as never;
  },

  async getVerificationKeys({ db }) {
    return keySet(db);
  },

  async listReportCardVerifications({ db, auth, query }) {
    return listChecks(db, auth, query);
  },
} satisfies Partial<HandlerMap>;
