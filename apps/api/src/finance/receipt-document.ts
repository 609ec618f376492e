/**
 * A payment's receipt as the PDF the bursar and the family download (packages/documents), made
 * on the server for the mail that tells of the payment (issue 27): the same drawing, the
 * school's heading with its stored logo.
 */
import { receiptPdf } from '@schoolmates/documents/finance';
import type { SchoolHeading } from '@schoolmates/documents/layout';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { schools } from '../db/schema.ts';
import { storedImage } from '../files/access.ts';
import { fileStoreFor } from '../storage/file-store.ts';
import { invoiceRecords } from './invoice-records.ts';
import { paymentRecords } from './payment-records.ts';

/** A stored logo (`/api/files/<id>…`) as a data URL the PDF embeds; null for none or another. */
async function storedLogo(
  db: DbOrTx,
  config: Pick<Config, 'dataDir'>,
  schId: bigint,
  logo: string | null,
): Promise<string | null> {
  const file = await storedImage(db, schId, logo);
  if (!file) return null;
  const stream = await fileStoreFor(config.dataDir).read(file.storageKey);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return `data:${file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** The receipt of a payment of the school as a file; undefined when there is no such payment. */
export async function receiptDocument(
  db: DbOrTx,
  config: Pick<Config, 'dataDir'>,
  schId: bigint,
  paymentId: bigint,
) {
  const [payment] = await paymentRecords(db, schId, [paymentId]);
  if (!payment) return undefined;
  const [invoice] = await invoiceRecords(db, schId, [BigInt(payment.attributes.invoice_id)]);
  const [school] = await db.select().from(schools).where(eq(schools.id, schId));
  if (!invoice || !school) return undefined;
  const heading: SchoolHeading = {
    name: school.name,
    logo: await storedLogo(db, config, schId, school.logo),
    motto: school.motto,
    address: school.address,
    phone: school.phone,
    email: school.email,
    website: school.website,
  };
  const pdf = await receiptPdf({
    school: heading,
    invoice: invoice.attributes,
    payment: payment.attributes,
  });
  return {
    filename: `${payment.attributes.receipt_no.replaceAll('/', '-')}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(await pdf.arrayBuffer()),
  };
}
