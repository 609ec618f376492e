import '../results.css';
import { resultKeys, useGradePoints } from '../results.api.ts';
import { useBandSet } from './bands.route.tsx';
import { BandsView, type BandText } from './bands.view.tsx';
import { useSaveGradePoints } from './settings.api.ts';

export const gradePointStarter: BandText[] = [
  ['0', '39', '0.00', 'Fail'],
  ['40', '44', '1.00', 'Pass'],
  ['45', '49', '2.00', 'Fair'],
  ['50', '59', '3.00', 'Credit'],
  ['60', '69', '4.00', 'Very good'],
  ['70', '100', '5.00', 'Excellent'],
].map(([from, to, value, remark]) => ({ from, to, value, remark }) as BandText);

/** A grade point is 0.00 to 5.00, two decimals at most. */
export function checkGradePoint(t: string): string | null {
  if (!/^\d(\.\d{1,2})?$/.test(t.trim()) || Number(t) > 5) return 'A grade point is 0.00 to 5.00';
  return null;
}

export default function GradePointsRoute() {
  const save = useSaveGradePoints();
  const set = useBandSet(
    useGradePoints(),
    resultKeys.gradePoints,
    (b) => ({
      from: String(b.min_mark),
      to: String(b.max_mark),
      value: b.grade_point.toFixed(2),
      remark: b.remark,
    }),
    (bands) =>
      save(
        bands.map((b) => ({
          min_mark: Number(b.from),
          max_mark: Number(b.to),
          grade_point: Number(b.value),
          remark: b.remark.trim(),
        })),
      ),
    'Grade points saved',
  );
  return (
    <BandsView
      label="Grade points"
      valueLabel="Grade point"
      checkValue={checkGradePoint}
      fields={['min_mark', 'max_mark', 'grade_point', 'remark']}
      starter={gradePointStarter}
      {...set}
    />
  );
}
