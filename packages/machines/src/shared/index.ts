export { failureMessage, fieldErrorsOf } from './errors.ts';
export { statePathOf, stateValueOf } from './state-value.ts';
