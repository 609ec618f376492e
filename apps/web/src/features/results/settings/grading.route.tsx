import '../results.css';
import { resultKeys, useGradingBands } from '../results.api.ts';
import { useBandSet } from './bands.route.tsx';
import { BandsView, type BandText } from './bands.view.tsx';
import { useSaveGradingBands } from './settings.api.ts';

export const gradingStarter: BandText[] = [
  ['0', '39', 'F', 'Fail'],
  ['40', '44', 'E', 'Pass'],
  ['45', '49', 'D', 'Fair'],
  ['50', '59', 'C', 'Credit'],
  ['60', '69', 'B', 'Very good'],
  ['70', '100', 'A', 'Excellent'],
].map(([from, to, value, remark]) => ({ from, to, value, remark }) as BandText);

export const checkGrade = (t: string) =>
  t.trim().length > 5 ? 'A grade is at most 5 letters' : null;

export default function GradingRoute() {
  const save = useSaveGradingBands();
  const set = useBandSet(
    useGradingBands(),
    resultKeys.grading,
    (b) => ({
      from: String(b.score_from),
      to: String(b.score_to),
      value: b.grade,
      remark: b.remark,
    }),
    (bands) =>
      save(
        bands.map((b) => ({
          score_from: Number(b.from),
          score_to: Number(b.to),
          grade: b.value.trim(),
          remark: b.remark.trim(),
        })),
      ),
    'Grading bands saved',
  );
  return (
    <BandsView
      label="Grading bands"
      valueLabel="Grade"
      checkValue={checkGrade}
      fields={['score_from', 'score_to', 'grade', 'remark']}
      starter={gradingStarter}
      {...set}
    />
  );
}
