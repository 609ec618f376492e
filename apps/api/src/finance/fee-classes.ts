/** The rules of a fee's classes: of its campus, and no two fees of one name on a class a term. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { conflict, invalid } from '../http/errors.ts';
import { classesOfCampus, feesOfTerm } from './fees.queries.ts';

type S = components['schemas'];

export async function checkClasses(db: DbOrTx, schId: bigint, campusId: bigint, ids: bigint[]) {
  if (ids.length === 0) return;
  const found = await classesOfCampus(db, schId, campusId, ids);
  if (found.length !== ids.length) {
    throw invalid({ class_ids: ['must all be classes of the campus'] });
  }
}

export interface FeeShape {
  campusId: bigint;
  feetype: string;
  term: string;
  session: string;
  classScope: 'all' | 'some';
  classIds: bigint[];
}

/** 409 when another fee of the same name covers one of the same classes that term. */
export async function checkOverlap(db: DbOrTx, schId: bigint, fee: FeeShape, except?: bigint) {
  const others = await feesOfTerm(db, schId, [fee.campusId], fee.term, fee.session);
  const clash = others.find(
    (other) =>
      other.fee.id !== except &&
      other.fee.feetype.toLowerCase() === fee.feetype.toLowerCase() &&
      (other.fee.classScope === 'all' ||
        fee.classScope === 'all' ||
        fee.classIds.some((id) => other.classIds.has(id))),
  );
  if (clash) {
    throw conflict(
      `A fee named ${clash.fee.feetype} already covers these classes in ${fee.term} ${fee.session}.`,
    );
  }
}

export function scopeOf(scope: S['FeeClassScope'] | undefined, classIds: string[] | undefined) {
  const classScope = scope ?? (classIds ? 'some' : 'all');
  if (classScope === 'some' && !classIds?.length) {
    throw invalid({ class_ids: ['are required when class_scope is some'] });
  }
  if (classScope === 'all' && classIds?.length) {
    throw invalid({ class_ids: ['must be left out when class_scope is all'] });
  }
  return { classScope, classIds: classScope === 'some' ? (classIds ?? []).map(BigInt) : [] };
}
