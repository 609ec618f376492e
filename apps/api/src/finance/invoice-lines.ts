/**
 * An invoice's lines as asked: each a fee of the invoice's term and class, once, with a percent
 * or an amount off (422 otherwise), and their figures by the domain's invoice arithmetic.
 */
import { invoiceFigures } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { feeApplies, type TermFee } from './fees.queries.ts';

type S = components['schemas'];

/** A line to write: a fee's name and amount with the discount asked. */
export interface DraftItem {
  feeId: bigint;
  feetype: string;
  amount: number;
  discountHundredths: number;
  discountAmount: number | null;
}

/** The lines asked for, checked against the fees of the invoice's term and class (422). */
export function draftItems(
  asked: readonly S['InvoiceItemInput'][],
  fees: readonly TermFee[],
  classId: bigint | null,
  campusId: bigint,
): DraftItem[] {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const drafts = asked.flatMap((line, index): DraftItem[] => {
    const fee = fees.find((f) => String(f.fee.id) === line.fee_id);
    const field = `items.${index}`;
    if (!fee || fee.fee.campusId !== campusId || !feeApplies(fee, classId)) {
      errors[`${field}.fee_id`] = [
        "is not a fee of the invoice's term and session for the student's class",
      ];
      return [];
    }
    if (seen.has(line.fee_id)) {
      errors[`${field}.fee_id`] = ['appears twice; a fee may appear once per invoice'];
      return [];
    }
    seen.add(line.fee_id);
    const discount = line.discount ?? 0;
    const discountAmount = line.discount_amount ?? null;
    if (discountAmount !== null && discount !== 0) {
      errors[`${field}.discount_amount`] = ['cannot be given with a percent discount'];
      return [];
    }
    if (discountAmount !== null && discountAmount > fee.fee.amount) {
      errors[`${field}.discount_amount`] = ["is more than the fee's amount"];
      return [];
    }
    return [
      {
        feeId: fee.fee.id,
        feetype: fee.fee.feetype,
        amount: fee.fee.amount,
        discountHundredths: Math.round(discount * 100),
        discountAmount,
      },
    ];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return drafts;
}

export const draftFigures = (items: readonly DraftItem[]) =>
  invoiceFigures({
    items: items.map((i) => ({
      amount: i.amount,
      discount: i.discountHundredths / 100,
      discount_amount: i.discountAmount,
    })),
  });
