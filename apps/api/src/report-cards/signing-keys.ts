/**
 * The portal's report-card signing keys (issue 31): Ed25519, made on first use, the private
 * half sealed at rest with the server's MESSAGES_SECRET_KEY (messages/sealed.ts, its place
 * `report-card-key:<kid>`). Rotating retires the signing key and makes a new one; retired keys
 * stay published (`keySet`), so the codes they signed still verify. Each instance keeps the key
 * it signs with once read (a rotation elsewhere: it goes on signing with a key that still verifies
 * until it restarts).
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { components } from '@schoolmates/sdk';
import { calculateJwkThumbprint } from 'jose';
import type { DbOrTx } from '../db/client.ts';
import { seal, unseal } from '../messages/sealed.ts';
import { activeKey, allKeys, insertKey, type KeyRow, retireKeys } from './report-cards.queries.ts';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

const place = (kid: string) => `report-card-key:${kid}`;
const signing = new WeakMap<object, Promise<SigningKey>>();

/** The key new statements are signed with (made when there is none). */
export function signingKey(db: DbOrTx, serverKey: Buffer): Promise<SigningKey> {
  let key = signing.get(db);
  if (!key) {
    key = loadOrMake(db, serverKey);
    signing.set(db, key);
    key.catch(() => signing.delete(db));
  }
  return key;
}

async function loadOrMake(db: DbOrTx, serverKey: Buffer): Promise<SigningKey> {
  const row = await activeKey(db);
  return row ? opened(row, serverKey) : makeKey(db, serverKey);
}

const opened = (row: KeyRow, serverKey: Buffer): SigningKey => ({
  kid: row.kid,
  privateKey: createPrivateKey(unseal(serverKey, row.sealedPrivateKey, place(row.kid))),
});

async function makeKey(db: DbOrTx, serverKey: Buffer): Promise<SigningKey> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as { kty: 'OKP'; crv: 'Ed25519'; x: string };
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x });
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await insertKey(db, {
    kid,
    publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
    sealedPrivateKey: seal(serverKey, pem, place(kid)),
  });
  return { kid, privateKey };
}

/** Retires the signing key and makes the next one; old statements keep verifying. */
export async function rotateSigningKey(db: DbOrTx, serverKey: Buffer): Promise<SigningKey> {
  await retireKeys(db, new Date());
  const key = makeKey(db, serverKey);
  signing.set(db, key);
  return key;
}

/** Every key, retired ones too, as a JSON Web Key Set. */
export async function keySet(db: DbOrTx): Promise<components['schemas']['VerificationKeySet']> {
  const rows = await allKeys(db);
  return {
    keys: rows.map((r) => ({
      kty: 'OKP' as const,
      crv: 'Ed25519' as const,
      x: String(r.publicJwk.x),
      kid: r.kid,
      alg: 'EdDSA' as const,
      use: 'sig' as const,
    })),
  };
}
