import { type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import {
  type ChangeStatusInput,
  type ReleaseOutcome,
  resultReleaseMachine,
} from './result-release.machine.ts';
import type { ResultStatusChange } from './result-release.outcomes.ts';

export interface ResultReleaseDependencies {
  client: SchoolmatesClient;
  /** Told when a run ends (released, withheld or failed), e.g. to refresh result lists. */
  onSettled?: (outcome: ReleaseOutcome) => void;
}

/** The release's actors, backed by the SDK. */
export function createResultReleaseActors({ client }: Pick<ResultReleaseDependencies, 'client'>) {
  return {
    /** One call: `PATCH /release/result` or `/withhold/result` with the run's `student_ids`. */
    changeStatus: fromPromise<ResultStatusChange, ChangeStatusInput>(async ({ input, signal }) => {
      const body = {
        term: input.term,
        session: input.session,
        period: input.period,
        student_ids: input.studentIds,
      };
      const answer =
        input.action === 'release'
          ? await unwrap(client.PATCH('/release/result', { body, signal }))
          : await unwrap(
              client.PATCH('/withhold/result', {
                body: { ...body, reason: input.reason ?? '' },
                signal,
              }),
            );
      return answer.data;
    }),
  };
}

/** The release's injected actions. */
export function createResultReleaseActions({
  onSettled,
}: Pick<ResultReleaseDependencies, 'onSettled'>) {
  return {
    settled: (_: unknown, outcome: ReleaseOutcome) => onSettled?.(outcome),
  };
}

/**
 * The release machine wired to the SDK:
 * `createActor(createResultReleaseMachine({ client }), { input: { role: user.role } })`.
 */
export function createResultReleaseMachine(dependencies: ResultReleaseDependencies) {
  return resultReleaseMachine.provide({
    actors: createResultReleaseActors(dependencies),
    actions: createResultReleaseActions(dependencies),
  });
}
