/**
 * Every operation of the contract → its handler. `satisfies HandlerMap` makes a missing
 * operation a compile error; the not-yet-implemented ones are listed in not-implemented.ts.
 */
import { academicSetupHandlers } from './academic-setup.ts';
import { assignmentsHandlers } from './assignments.ts';
import { authHandlers } from './auth.ts';
import { dashboardHandlers } from './dashboard.ts';
import { filesHandlers } from './files.ts';
import { notImplementedHandlers } from './not-implemented.ts';
import { peopleHandlers } from './people.ts';
import { resultsHandlers } from './results.ts';
import { resultsSettingsHandlers } from './results-settings.ts';
import { schoolSetupHandlers } from './school-setup.ts';
import type { HandlerMap } from './types.ts';

export const handlers = {
  ...authHandlers,
  ...schoolSetupHandlers,
  ...academicSetupHandlers,
  ...peopleHandlers,
  ...dashboardHandlers,
  ...filesHandlers,
  ...resultsSettingsHandlers,
  ...resultsHandlers,
  ...assignmentsHandlers,
  ...notImplementedHandlers,
} satisfies HandlerMap;
