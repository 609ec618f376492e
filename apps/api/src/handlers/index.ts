/**
 * Every operation of the contract → its handler. `satisfies HandlerMap` makes a missing
 * operation a compile error.
 */
import { academicSetupHandlers } from './academic-setup.ts';
import { announcementsHandlers } from './announcements.ts';
import { assignmentsHandlers } from './assignments.ts';
import { attendanceHandlers } from './attendance.ts';
import { authHandlers } from './auth.ts';
import { dashboardHandlers } from './dashboard.ts';
import { filesHandlers } from './files.ts';
import { financeHandlers } from './finance.ts';
import { guardiansHandlers } from './guardians.ts';
import { lessonNotesHandlers } from './lesson-notes.ts';
import { messageChannelsHandlers } from './message-channels.ts';
import { messagePreferencesHandlers } from './message-preferences.ts';
import { messagesHandlers } from './messages.ts';
import { onlinePaymentsHandlers } from './online-payments.ts';
import { preschoolResultsHandlers } from './preschool-results.ts';
import { reportCardsHandlers } from './report-cards.ts';
import { resultsHandlers } from './results.ts';
import { resultsSettingsHandlers } from './results-settings.ts';
import { schoolSetupHandlers } from './school-setup.ts';
import { staffHandlers } from './staff.ts';
import { studentsHandlers } from './students.ts';
import type { HandlerMap } from './types.ts';

export const handlers = {
  ...authHandlers,
  ...schoolSetupHandlers,
  ...academicSetupHandlers,
  ...staffHandlers,
  ...studentsHandlers,
  ...guardiansHandlers,
  ...dashboardHandlers,
  ...filesHandlers,
  ...resultsSettingsHandlers,
  ...resultsHandlers,
  ...reportCardsHandlers,
  ...financeHandlers,
  ...onlinePaymentsHandlers,
  ...preschoolResultsHandlers,
  ...lessonNotesHandlers,
  ...announcementsHandlers,
  ...assignmentsHandlers,
  ...messagesHandlers,
  ...messagePreferencesHandlers,
  ...messageChannelsHandlers,
  ...attendanceHandlers,
} satisfies HandlerMap;
