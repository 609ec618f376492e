import { exampleInvoice, examplePayment, withPayment } from '@schoolmates/machines/finance';
import { describe, expect, it } from 'vitest';
import { invoicePdf, receiptPdf } from './finance.ts';
import { pdfText } from './test/pdf-text.ts';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const syntax = (pdf: Uint8Array) => new TextDecoder('latin1').decode(pdf);
const logo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const school = {
  name: 'Ọ̀yọ́ Model College',
  logo,
  motto: 'Knowledge and service',
  address: '12 Ring Road, Ibadan',
  phone: '0803 000 0000',
  email: 'bursary@oyo.example',
  website: null,
};

// School fees ₦150,000.00 at 12.5 % and the levy ₦25,000.00: total ₦156,250.00; ₦50,000.00 paid.
const unpaid = exampleInvoice();
const payment = examplePayment('701', 5_000_000, { invoice: unpaid });
const partlyPaid = withPayment(unpaid, payment);

describe('invoicePdf', () => {
  it('prints the number, the student, items with discounts, payments and the balance in naira', async () => {
    const pdf = await bytes(
      await invoicePdf({
        school,
        invoice: { ...partlyPaid.attributes, fullname: 'Adébáyọ̀ Ọlá Ṣadé' },
        banks: [
          { bank_name: 'First Bank', account_name: 'Oyo Model', account_number: '2034567891' },
        ],
      }),
    );
    const text = pdfText(pdf);
    for (const expected of [
      'Ọ̀yọ́ Model College',
      'INVOICE',
      'INV/2025-2026/000123',
      'Adébáyọ̀ Ọlá Ṣadé',
      'BFA/2023/014',
      'School fees',
      '₦150,000.00',
      '12.5%',
      '₦18,750.00',
      '₦131,250.00',
      'Development levy',
      '₦156,250.00',
      'RCT/2025-2026/000701',
      '₦50,000.00',
      'Balance',
      '₦106,250.00',
      '2034567891',
    ]) {
      expect(text).toContain(expected.normalize('NFC'));
    }
    // The logo and both faces travel inside the file.
    expect(syntax(pdf)).toContain('/Subtype /Image');
    expect(syntax(pdf).match(/\/FontFile2 /g)).toHaveLength(2);
    expect(syntax(pdf)).not.toContain('Helvetica');
  });

  it('prints a discount given as an amount in naira', async () => {
    const [school_fees] = unpaid.attributes.items;
    const invoice = {
      ...unpaid.attributes,
      items: [
        {
          fee_id: school_fees?.fee_id ?? '41',
          feetype: 'School fees',
          amount: 15_000_000,
          discount: 0,
          discount_amount: 2_000_050,
          discount_value: 2_000_050,
          net_amount: 12_999_950,
        },
      ],
    };
    const text = pdfText(await bytes(await invoicePdf({ school, invoice })));
    expect(text).toContain('₦20,000.50');
    expect(text).toContain('₦129,999.50');
    expect(text).toContain('No payment yet');
  });
});

describe('receiptPdf', () => {
  it('prints the receipt number, what was paid, how, and the balance after it', async () => {
    const text = pdfText(
      await bytes(
        await receiptPdf({ school, invoice: partlyPaid.attributes, payment: payment.attributes }),
      ),
    );
    for (const expected of [
      'PAYMENT RECEIPT',
      'RCT/2025-2026/000701',
      'INV/2025-2026/000123',
      'Obi Chidera Ada',
      'Bank transfer',
      'First Bank',
      'TRF-0042',
      'Amount received',
      '₦50,000.00',
      'Balance after this payment',
      '₦106,250.00',
      'Ngozi Bursar',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
