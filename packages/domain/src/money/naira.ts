/** Kobo as naira with two decimals and thousands separators: 1250050 → "₦12,500.50". */
export function formatNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`An amount is whole kobo, not ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₦${naira}.${String(abs % 100).padStart(2, '0')}`;
}
