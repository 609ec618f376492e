import { type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import {
  type PromotedStudent,
  type PromotionBody,
  type PromotionOutcome,
  studentPromotionMachine,
} from './student-promotion.machine.ts';

export interface StudentPromotionDependencies {
  client: SchoolmatesClient;
  /** Told when a run ends (finished or failed), e.g. to refresh student lists. */
  onSettled?: (outcome: PromotionOutcome) => void;
}

/** The promotion's actors, backed by the SDK. */
export function createStudentPromotionActors({
  client,
}: Pick<StudentPromotionDependencies, 'client'>) {
  return {
    /** One batch: `PATCH /promote-students` with its `student_ids`; every student it moved. */
    promoteStudents: fromPromise<PromotedStudent[], PromotionBody>(async ({ input, signal }) => {
      const answer = await unwrap(client.PATCH('/promote-students', { body: input, signal }));
      return answer.data.map((record) => record.attributes);
    }),
  };
}

/** The promotion's injected actions. */
export function createStudentPromotionActions({
  onSettled,
}: Pick<StudentPromotionDependencies, 'onSettled'>) {
  return {
    settled: (_: unknown, outcome: PromotionOutcome) => onSettled?.(outcome),
  };
}

/**
 * The promotion machine wired to the SDK:
 * `createActor(createStudentPromotionMachine({ client }), { input: { role: user.role } })`.
 */
export function createStudentPromotionMachine(dependencies: StudentPromotionDependencies) {
  return studentPromotionMachine.provide({
    actors: createStudentPromotionActors(dependencies),
    actions: createStudentPromotionActions(dependencies),
  });
}
