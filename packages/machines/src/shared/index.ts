export { failureMessage, fieldErrorsOf } from './errors.ts';
export { shownStatePathOf, statePathOf, stateValueOf } from './state-value.ts';
