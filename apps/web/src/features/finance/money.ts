/** What a naira field's text lacks, as the form shows it next to the field (none: `{}`). */
export function amountProblem(
  field: string,
  kobo: number | null,
  options: { zero?: boolean } = {},
): Record<string, string[]> {
  if (kobo === null) return { [field]: ['Enter an amount in naira, such as 150,000.50'] };
  if (kobo === 0 && !options.zero) return { [field]: ['Enter an amount above ₦0.00'] };
  return {};
}
