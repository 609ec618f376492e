/**
 * Checks a printed report card's signature (issue 31), as a scholarship board or an embassy
 * would: the text of the card's QR code (`https://<portal>/verify/<code>#<statement>`) or the
 * statement alone, verified with the portal's published Ed25519 keys.
 *
 *   npx tsx examples/verify-report-card.ts 'https://portal.example.school/verify/SM-12-…#eyJ…'
 *   npx tsx examples/verify-report-card.ts --keys keys.json 'https://…#eyJ…'   # offline
 *
 * The keys are read through the SDK from the portal of the QR's address, or, offline, from a
 * file saved once (`curl https://portal.example.school/.well-known/jwks.json > keys.json`).
 * Exits 0 and prints what the card says when the signature holds; exits 1 when it does not
 * (the statement was altered, or no published key signed it). A valid signature proves the
 * portal issued the card; whether the school has since withheld or replaced the result is only
 * known online, at the card's address.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createClient, type Schema, unwrap } from '@schoolmates/sdk';
import { compactVerify, createLocalJWKSet } from 'jose';

const { values, positionals } = parseArgs({
  options: { keys: { type: 'string' } },
  allowPositionals: true,
});
const scanned = positionals[0];
if (!scanned) {
  console.error('Pass the text of the report card’s QR code (or its statement).');
  process.exit(2);
}
const hash = scanned.indexOf('#');
const statement = hash >= 0 ? scanned.slice(hash + 1) : scanned;
const address = hash >= 0 ? new URL(scanned.slice(0, hash)) : null;

let keys: Schema<'VerificationKeySet'>;
if (values.keys) {
  keys = JSON.parse(await readFile(values.keys, 'utf8'));
} else if (address) {
  const client = createClient({
    baseUrl: new URL('/api', address).toString(),
    getToken: () => null,
  });
  keys = await unwrap(client.GET('/verification-keys'));
} else {
  console.error('Give --keys keys.json, or the whole QR text (its address names the portal).');
  process.exit(2);
}

try {
  const { payload, protectedHeader } = await compactVerify(statement, createLocalJWKSet(keys), {
    algorithms: ['EdDSA'],
  });
  const card = JSON.parse(new TextDecoder().decode(payload));
  // The address must be the card's own: a genuine statement pasted behind another code is not.
  if (address && !address.pathname.endsWith(`/verify/${card.code}`)) {
    throw new Error(`the statement is for ${card.code}, not for ${address.pathname}`);
  }
  console.log(`VALID: signed by ${card.iss} (key ${protectedHeader.kid})`);
  console.log(`  ${card.school.name}: ${card.student.name}, ${card.class}`);
  console.log(`  ${card.term} ${card.session} (${card.period}), released ${card.released_at}`);
  console.log(`  code ${card.code}; figures ${card.figures}`);
  console.log('  Whether it was replaced since: open the address, or ask the school.');
} catch (error) {
  console.error(`NOT VALID: ${(error as Error).message}`);
  process.exit(1);
}
