/**
 * Area `guardians` (issue 28): the school's parents and guardians (guardians/*), and what a
 * guardian reads of their own children (guardians/family.ts). A guardian's reads of a child's
 * results and invoices are the student operations, which check the child.
 */
import { addGuardian } from '../guardians/add-guardian.ts';
import {
  inviteGuardian,
  linkGuardian,
  unlinkGuardian,
  updateGuardian,
} from '../guardians/change-guardian.ts';
import { familyHome, familyStatement } from '../guardians/family.ts';
import { guardianList, guardianRecordOf } from '../guardians/records.ts';
import { item, message, paged, toId } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const guardiansHandlers = {
  async listGuardians({ db, auth, query }) {
    const { records, meta } = await guardianList(db, auth.schId, query);
    return paged(records, meta);
  },

  async createGuardian({ db, outbox, config, auth, body }) {
    const { guardian, matched } = await addGuardian(db, outbox, config, auth, body);
    return {
      data: guardian,
      matched,
      message: matched
        ? `${guardian.firstname} ${guardian.surname} was already a guardian here: linked.`
        : `${guardian.firstname} ${guardian.surname} is added and invited.`,
    };
  },

  getGuardian: async ({ db, auth, params }) =>
    item(await guardianRecordOf(db, auth.schId, toId(params.id))),

  updateGuardian: async ({ db, auth, params, body }) =>
    item(await updateGuardian(db, auth, toId(params.id), body), 'Guardian saved.'),

  linkGuardian: async ({ db, auth, params, body }) =>
    item(
      await linkGuardian(db, auth, toId(params.id), toId(params.student_id), body),
      'Guardian linked.',
    ),

  unlinkGuardian: async ({ db, auth, params }) =>
    item(
      await unlinkGuardian(db, auth, toId(params.id), toId(params.student_id)),
      'Guardian unlinked.',
    ),

  async inviteGuardian({ db, outbox, config, auth, params }) {
    const sent = await inviteGuardian(db, outbox, config, auth, toId(params.id));
    return message(
      sent > 0
        ? 'Invitation sent.'
        : 'Nothing reaches this guardian: add an e-mail, or set up SMS or WhatsApp.',
    );
  },

  listFamilyChildren: async ({ db, auth }) => ({ data: await familyHome(db, auth) }),
  getFamilyStatement: async ({ db, auth }) => item(await familyStatement(db, auth)),
} satisfies Partial<HandlerMap>;
