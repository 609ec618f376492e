/**
 * Report cards anyone can verify (issue 31), re-exported from schema.ts.
 *
 * - `report_card_keys`: the portal's Ed25519 signing keys. A reference table, not per school:
 *   the portal is the signer, so a verifier needs one published key set (the well-known JWKS)
 *   whatever the school; the rows are few (one per rotation) and read-mostly, which is what
 *   Citus copies to every node. The private key is sealed at rest with the server's
 *   MESSAGES_SECRET_KEY (messages/sealed.ts); a rotated key is retired (no new signatures) and
 *   kept, so the codes it signed still verify.
 * - `report_card_verifications`: one per release of a result, school-owned. The code carries
 *   its school (`SM-<sch_id>-XXXX-XXXX-XXXX`, 60 random bits), so a lookup reads one school's
 *   rows. `figures` is what the card showed at release (what a PIN holder sees); `statement`
 *   is the compact JWS printed in the QR. A withhold or a new release sets `replaced_at`. The
 *   PIN is not stored at all, clear or hashed: it is derived from the code with a key kept by
 *   the server (report-cards/pins.ts), as a hash of 8 digits would be reversed by trying them.
 * - `report_card_checks`: each look-up, for the school (when, whether the PIN was right).
 */
import type { components } from '@schoolmates/sdk';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { results } from './results-schema.ts';
import { schools } from './school-schema.ts';
import { PERIODS } from './values.ts';

export const reportCardKeys = pgTable('report_card_keys', {
  kid: text().primaryKey(),
  /** The public key as a JWK (`kty: OKP`, `crv: Ed25519`, `x`). */
  publicJwk: jsonb().$type<Record<string, string>>().notNull(),
  /** The private key's PKCS#8 PEM, sealed (messages/sealed.ts, place `report-card-key:<kid>`). */
  sealedPrivateKey: text().notNull(),
  createdAt: createdAt(),
  /** Set when rotated: the key verifies what it signed and signs nothing new. */
  retiredAt: timestamp({ withTimezone: true }),
});

export const reportCardVerifications = pgTable(
  'report_card_verifications',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    /** The random part of the code (12 characters of Crockford's base32). */
    code: text().notNull(),
    resultId: ref().notNull(),
    period: text().$type<(typeof PERIODS)[number]>().notNull(),
    /** The signed statement (compact JWS, EdDSA). */
    statement: text().notNull(),
    /** The key that signed it (`report_card_keys.kid`; not a foreign key: a reference table). */
    kid: text().notNull(),
    /** The minimal facts shown to anyone with the code (school, student, class, term...). */
    facts: jsonb().$type<components['schemas']['VerificationFacts']>().notNull(),
    /** Every figure the card showed when released, for whoever holds the PIN. */
    figures: jsonb().$type<components['schemas']['VerifiedFigures']>().notNull(),
    releasedAt: timestamp({ withTimezone: true }).notNull(),
    replacedAt: timestamp({ withTimezone: true }),
    /** Wrong PINs since the last right one; at the limit the PIN is refused until `pin_locked_until`. */
    pinFailures: integer().notNull().default(0),
    pinLockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    schoolKey('report_card_verifications', t.id, t.schId),
    sameSchool('report_card_verifications_result_fk', t.schId, t.resultId, results).onDelete(
      'cascade',
    ),
    uniqueIndex('report_card_verifications_code').on(t.code, t.schId),
    index('report_card_verifications_result').on(t.schId, t.resultId),
    oneOf('report_card_verifications_period_check', t.period, PERIODS),
  ],
);

export const reportCardChecks = pgTable(
  'report_card_checks',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    verificationId: ref().notNull(),
    /** `true`: the right PIN was given and the scores shown; `false`: a wrong PIN. null: no PIN. */
    pinRight: boolean(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('report_card_checks', t.id, t.schId),
    sameSchool(
      'report_card_checks_verification_fk',
      t.schId,
      t.verificationId,
      reportCardVerifications,
    ).onDelete('cascade'),
    index('report_card_checks_school').on(t.schId, t.createdAt),
  ],
);
