/**
 * Every table, from one import: Drizzle reads this file (drizzle.config.ts) and the code imports
 * its tables from here. The tables live by area; the area files import `school-schema.ts` and
 * each other, never this file, so the schema has no import cycle.
 */
export * from './assignments-schema.ts';
export * from './attendance-schema.ts';
export * from './files-schema.ts';
export * from './finance-schema.ts';
export * from './guardians-schema.ts';
export * from './lesson-notes-schema.ts';
export * from './message-channels-schema.ts';
export * from './messages-schema.ts';
export * from './online-payments-schema.ts';
export * from './report-cards-schema.ts';
export * from './results-schema.ts';
export * from './school-schema.ts';
