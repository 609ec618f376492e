/**
 * The delivery worker: takes the outbox's jobs from pg-boss, sends each message through its
 * channel and records the try. pg-boss hands a job to one worker at a time (SKIP LOCKED), so
 * two workers on one database never send the same message together; a message already sent
 * (its job retried after a worker died between sending and finishing) is not sent again.
 * A failed try is retried with backoff; after the last one the message is `dead`.
 */
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { MessageAttachment } from '../db/schema.ts';
import { receiptDocument } from '../finance/receipt-document.ts';
import { type Channels, deliveryChannels, errorText } from './channels.ts';
import { markFailed, markSent, messageOf } from './messages.queries.ts';
import { DELIVERY_QUEUE, type DeliveryJob, type JobOutbox } from './outbox.ts';
import { SendPace } from './send-pace.ts';

type DeliveryWork = {
  batchSize: number;
  includeMetadata: true;
  perJobResults: true;
  pollingIntervalSeconds: number;
  burstWhenBatchFull: boolean;
};

export interface Delivery {
  /** Stops taking jobs, waits for those in hand, and closes the channels. */
  stop(): Promise<void>;
}

export async function startDelivery(
  outbox: JobOutbox,
  db: Db,
  config: Config,
  options: { channels?: Channels; batchSize?: number } = {},
): Promise<Delivery> {
  const channels = options.channels ?? deliveryChannels(config, db);
  const pace = new SendPace(config.sendsPerSecond, config.sendsPerSecondPerSchool);

  async function deliver(job: JobWithMetadata<DeliveryJob>): Promise<JobResult> {
    const message = await messageOf(db, BigInt(job.data.schId), BigInt(job.data.messageId));
    if (!message || message.status === 'sent' || message.status === 'delivered') {
      return { id: job.id, status: 'completed' };
    }
    try {
      await pace.take(String(message.schId));
      const files = await filesOf(db, config, message);
      const sent = await channels[message.channel].send({ ...message, files });
      await markSent(db, message, sent, new Date());
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      const reason = errorText(error);
      await markFailed(db, message, last ? 'dead' : 'failed', reason, new Date());
      return { id: job.id, status: 'failed', output: { message: reason } };
    }
  }

  const workId = await outbox.boss.work<DeliveryJob, unknown, DeliveryWork>(
    DELIVERY_QUEUE,
    {
      batchSize: options.batchSize ?? 20,
      includeMetadata: true,
      perJobResults: true,
      pollingIntervalSeconds: 0.5,
      // A full batch means more are waiting (a class's release): fetch again at once.
      burstWhenBatchFull: true,
    } as const,
    (jobs: JobWithMetadata<DeliveryJob>[]) => Promise.all(jobs.map(deliver)),
  );
  return {
    async stop() {
      await outbox.boss.offWork(DELIVERY_QUEUE, { id: workId, wait: true });
      for (const channel of Object.values(channels)) channel.close?.();
    },
  };
}

/**
 * The files an e-mail carries, made as it is sent so that it carries the current document; a
 * receipt that cannot be made fails the try (it is retried), never a mail without it.
 */
async function filesOf(
  db: Db,
  config: Config,
  message: { schId: bigint; channel: string; attachment: MessageAttachment | null },
) {
  if (message.channel !== 'email' || !message.attachment) return [];
  const receipt = await receiptDocument(
    db,
    config,
    message.schId,
    BigInt(message.attachment.paymentId),
  );
  if (!receipt) throw new Error('The receipt to attach is gone.');
  return [receipt];
}
