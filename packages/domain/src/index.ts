/**
 * @schoolmates/domain: every rule that more than one part of the portal applies (the server,
 * the machines, the screens), as pure functions with no I/O. Import an area's entry point:
 * `@schoolmates/domain/results`, `/money`, `/calendar`.
 */
export * from './attendance/index.ts';
export * from './calendar/index.ts';
export * from './money/index.ts';
export * from './results/index.ts';
