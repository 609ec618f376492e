import { useSearchParams } from 'react-router';
import { SelectInput } from '../../components/form.tsx';
import { PeriodPicker, useChosenPeriod } from '../../components/period-picker.tsx';
import { useClasses, useTeacherSubjects } from '../../lib/lookups.ts';
import { taughtArms, taughtSubjects } from '../../lib/taught.ts';
import { type QuestionKind, type SetChoice, useWeekAndKind } from './assignments.api.ts';

const weeks = Array.from({ length: 13 }, (_, i) => ({
  value: String(i + 1),
  label: `Week ${i + 1}`,
}));
const kinds = [
  { value: 'objective', label: 'Objective' },
  { value: 'theory', label: 'Theory' },
];

export function useSetChoice() {
  const [choice, setChoice] = useChosenPeriod();
  const [{ week, kind }, setWeekAndKind] = useWeekAndKind();
  const [params, setParams] = useSearchParams();
  const arm = params.get('arm') ?? '';
  const [classId = '', subClass = ''] = arm.split('|');
  const choose = (key: 'arm' | 'subject', value: string) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        out.set(key, value);
        return out;
      },
      { replace: true },
    );
  const value: SetChoice = {
    choice,
    week,
    kind,
    classId,
    subClass,
    subjectId: params.get('subject') ?? '',
  };
  return { value, arm, setChoice, setWeekAndKind, choose };
}

/** Term, week, (kind,) class arm and subject selects. */
export function SetChooser({
  chooser,
  showKind,
  showWeek = true,
  showClassAndSubject = true,
}: {
  chooser: ReturnType<typeof useSetChoice>;
  showKind: boolean;
  showWeek?: boolean;
  /** Students choose no class (they have theirs) and see every subject. */
  showClassAndSubject?: boolean;
}) {
  const { value } = chooser;
  // only what the teacher teaches: anything else the server refuses (403)
  const taught = useTeacherSubjects(value.choice.session, showClassAndSubject).data ?? [];
  const classes = useClasses(showClassAndSubject).data ?? [];
  const arms = taughtArms(taught, classes);
  const subjects = taughtSubjects(taught, value.classId, value.subClass);
  return (
    <PeriodPicker value={value.choice} onChange={chooser.setChoice}>
      {showWeek && (
        <div style={{ minWidth: 120 }}>
          <SelectInput
            label="Week"
            name="week"
            value={String(value.week)}
            options={weeks}
            onValueChange={(w) => chooser.setWeekAndKind({ week: Number(w) })}
          />
        </div>
      )}
      {showKind && (
        <div style={{ minWidth: 130 }}>
          <SelectInput
            label="Kind"
            name="kind"
            value={value.kind}
            options={kinds}
            onValueChange={(k) => chooser.setWeekAndKind({ kind: k as QuestionKind })}
          />
        </div>
      )}
      {showClassAndSubject && (
        <>
          <div style={{ minWidth: 150 }}>
            <SelectInput
              label="Class"
              name="arm"
              value={chooser.arm}
              options={arms}
              onValueChange={(v) => chooser.choose('arm', v)}
            />
          </div>
          <div style={{ minWidth: 170 }}>
            <SelectInput
              label="Subject"
              name="subject"
              value={value.subjectId}
              options={subjects}
              onValueChange={(v) => chooser.choose('subject', v)}
            />
          </div>
        </>
      )}
    </PeriodPicker>
  );
}
