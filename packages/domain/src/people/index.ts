export { looksLikePhone, phoneKey } from './phone.ts';
