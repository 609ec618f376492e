/**
 * Name search and name order as a Nigerian reader expects them, on every list that searches or
 * sorts people: accents ignored, a full name found in either order.
 */

import { DESIGNATION } from '@schoolmates/domain/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../test/add-person.ts';
import { createFee, createInvoice, pay } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
/** Students of JSS 1, arm "N" (an arm of their own), by surname. */
const ids: Record<string, string> = {};
const ARM = 'N';
const NAMES = [
  ['Yusuf', 'Hauwa'],
  ['Ọlátúnjí', 'Bọ́lá'],
  ['Danjuma', 'Chidi'],
  ['Àjàyí', 'Tọ́lá'],
  ['Ògúnbánjọ', 'Dàmí'],
  ['Adébáyọ̀', 'Kúnlé'],
  ['Bello', 'Sani'],
] as const;

beforeAll(async () => {
  t = await setup();
  for (const [surname, firstname] of NAMES) {
    ids[surname] = await addPerson(t, {
      username: `n.${Object.keys(ids).length}`,
      surname,
      firstname,
      admissionNumber: `NAME/${Object.keys(ids).length}`,
      classId: t.ids.demo.classIds[0],
      subClass: ARM,
    });
  }
});
afterAll(() => t?.close());

const namesOf = (body: { data: { attributes: Record<string, unknown> }[] }, key: string) =>
  body.data.map((r) => r.attributes[key]);

const studentsFound = async (search: string) =>
  namesOf(
    (await t.call('GET', '/student', { as: 'admin', query: { search, sub_class: ARM } })).json(),
    'surname',
  );

describe('name search', () => {
  it('finds students without their accents and by the full name in either order', async () => {
    expect(await studentsFound('Olatunji')).toEqual(['Ọlátúnjí']);
    expect(await studentsFound('adebayo')).toEqual(['Adébáyọ̀']);
    expect(await studentsFound('Danjuma Chidi')).toEqual(['Danjuma']);
    expect(await studentsFound('chidi danjuma')).toEqual(['Danjuma']);
    expect(await studentsFound('Bola Olatunji')).toEqual(['Ọlátúnjí']);
    // typed with its accents, or with other ones, it is still found
    expect(await studentsFound('Ọlátúnjí')).toEqual(['Ọlátúnjí']);
    expect(await studentsFound('NAME/2')).toEqual(['Danjuma']);
    expect(await studentsFound('Danjuma Hauwa')).toEqual([]);
  });

  it('finds staff by the full name in either order, accents ignored', async () => {
    await addPerson(t, {
      username: 'ola.teacher',
      kind: 'staff',
      designationId: DESIGNATION.teacher,
      surname: 'Ọlátúnjí',
      firstname: 'Ọlá',
    });
    const found = async (search: string) =>
      namesOf(
        (await t.call('GET', '/staff', { as: 'admin', query: { search } })).json(),
        'surname',
      );
    expect(await found('Ola Olatunji')).toEqual(['Ọlátúnjí']);
    expect(await found('Olatunji Ola')).toEqual(['Ọlátúnjí']);
  });

  it('finds invoices and payments by the student name, accents ignored, in either order', async () => {
    const fee = await createFee(t, 'Name search fee', 10_000);
    const invoice = await createInvoice(t, ids.Ọlátúnjí as string, [{ fee_id: fee }]);
    expect((await pay(t, invoice.id, 1_000)).statusCode).toBe(201);
    for (const path of ['/invoice', '/payment']) {
      for (const search of ['olatunji', 'Bola Olatunji', 'Ọlátúnjí Bọ́lá']) {
        const res = await t.call('GET', path, { as: 'account', query: { search } });
        expect(res.json().meta?.total ?? res.json().data.length, `${path} ${search}`).toBe(1);
      }
    }
  });
  it('finds an invoice and its payment by admission number, invoice number and receipt number', async () => {
    const fee = await createFee(t, 'Number search fee', 10_000);
    const invoice = await createInvoice(t, ids.Bello as string, [{ fee_id: fee }]);
    const payment = (await pay(t, invoice.id, 1_000)).json().data.attributes;
    const invoiceNo = invoice.attributes.invoice_no as string;
    const found = async (path: string, search: string) =>
      (await t.call('GET', path, { as: 'account', query: { search } })).json().meta.total;
    for (const search of ['NAME/6', invoiceNo.toLowerCase()]) {
      expect(await found('/invoice', search), `invoice ${search}`).toBe(1);
      expect(await found('/payment', search), `payment ${search}`).toBe(1);
    }
    expect(await found('/payment', payment.receipt_no)).toBe(1);
    expect(await found('/invoice', payment.receipt_no), 'an invoice has no receipt number').toBe(0);
  });
});

describe('name order', () => {
  it('sorts accented surnames among the unaccented ones (students list, promotion)', async () => {
    const res = await t.call('GET', '/student', {
      as: 'admin',
      query: { class_id: String(t.ids.demo.classIds[0]), sub_class: ARM },
    });
    expect(namesOf(res.json(), 'surname')).toEqual([
      'Adébáyọ̀',
      'Àjàyí',
      'Bello',
      'Danjuma',
      'Ògúnbánjọ',
      'Ọlátúnjí',
      'Yusuf',
    ]);
  });
});
