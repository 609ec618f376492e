/**
 * Receipt PDFs per second on one core (target ≥ 250/s): the web app's receiptPdf
 * (apps/web/src/features/finance/documents) in this process, as the bursar's and the student's
 * screens make them: the embedded Noto Sans, a 256×256 RGBA PNG school logo, an invoice of
 * three items with a part payment. Then, where the time goes: the same receipts without the
 * logo, and the invoice PDF. Rates per second of this process's CPU time (one core, whatever
 * else the machine runs) and of wall time. Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/web bench:receipts   (also run by `pnpm bench`)
 */
import { deflateSync } from 'node:zlib';
import { invoicePdf, receiptPdf } from '../../packages/documents/src/finance.ts';
import {
  exampleFees,
  exampleInvoice,
  examplePayment,
  withPayment,
} from '../../packages/machines/src/finance/index.ts';

const RECEIPTS = Number(process.env.RECEIPTS ?? 1000);

/** A 256×256 RGBA PNG (a navy disc on transparent corners), as a data URL. */
function logo(): string {
  const size = 256;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // no filter
    for (let x = 0; x < size; x++) {
      const inside = (x - 128) ** 2 + (y - 128) ** 2 < 120 ** 2;
      const at = y * (size * 4 + 1) + 1 + x * 4;
      raw.set(inside ? [31, 58, 138, 255] : [0, 0, 0, 0], at);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const school = (withLogo: boolean) => ({
  name: 'SchoolMates Demo Academy',
  logo: withLogo ? logo() : null,
  motto: 'Knowledge and character',
  address: '1 Unity Road, Ikeja, Lagos',
  phone: '0803 000 0000',
  email: 'bursary@demo.schoolmates.test',
  website: null,
});
const [tuition, levy, uniform] = exampleFees as [
  (typeof exampleFees)[0],
  (typeof exampleFees)[0],
  (typeof exampleFees)[0],
];
const invoice = exampleInvoice({
  items: [
    { fee: tuition, discount: 12.5 },
    { fee: levy, discount: 0 },
    { fee: uniform, discount: 0 },
  ],
});
const payment = examplePayment('701', 5_000_025, { invoice });
const paid = withPayment(invoice, payment);

async function rate(name: string, make: () => Promise<Blob>) {
  await make(); // fonts read and logo processed once, as in the app
  let bytes = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RECEIPTS; i++) bytes += (await make()).size;
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `  ${name.padEnd(44)} ${(RECEIPTS / cpuSeconds).toFixed(0).padStart(5)} /s of CPU  ${(RECEIPTS / seconds).toFixed(0).padStart(5)} /s wall  ${(bytes / RECEIPTS / 1024).toFixed(1)} kB each`,
  );
}

console.log(`Finance PDFs on one core (${RECEIPTS} each, Node ${process.version}):`);
const withLogo = school(true);
const withoutLogo = school(false);
await rate('receipts, RGBA PNG logo (target ≥ 250/s)', () =>
  receiptPdf({ school: withLogo, invoice: paid.attributes, payment: payment.attributes }),
);
await rate('  where the time goes: receipts, no logo', () =>
  receiptPdf({ school: withoutLogo, invoice: paid.attributes, payment: payment.attributes }),
);
await rate('invoices, RGBA PNG logo', () =>
  invoicePdf({ school: withLogo, invoice: paid.attributes }),
);
