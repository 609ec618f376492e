export {
  admissionFormat,
  admissionMonth,
  formatAdmissionNumber,
  sequenceOf,
} from './admission-numbers.ts';
export { looksLikePhone, phoneKey } from './phone.ts';
export {
  assignableDesignations,
  DESIGNATION,
  DESIGNATIONS,
  type DesignationId,
  designationName,
  roleOf,
} from './roles.ts';
export { firstFreeUsername, studentUsername, usernameBase } from './usernames.ts';
