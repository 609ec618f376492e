/**
 * The column shapes every table file shares: bigint identity ids (sent on the wire as decimal
 * strings), bigint references, and the creation time.
 */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const id = () => bigint({ mode: 'bigint' }).generatedAlwaysAsIdentity();
export const ref = () => bigint({ mode: 'bigint' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
