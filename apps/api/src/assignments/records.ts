/** Answers and submissions as the contract answers them: the JSON text PostgreSQL wrote, in the envelope. */
import type { Schema } from '@schoolmates/sdk';
import { jsonList } from '../http/envelope.ts';

export const answerList = (records: string) => jsonList<Schema<'AssignmentAnswerRecord'>>(records);

export const setSubmissionsList = (records: string) =>
  jsonList<Schema<'AssignmentSetSubmissionsRecord'>>(records);
