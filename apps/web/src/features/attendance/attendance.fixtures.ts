/** Registers and reports the attendance stories share. */
import type { Register, Report, StudentAttendance } from './attendance.api.ts';

const pupils = [
  ['11', 'Adebayo Tolu', 'SM/2025/011'],
  ['12', 'Bello Aisha', 'SM/2025/012'],
  ['13', 'Danjuma Chidi', 'SM/2025/013'],
  ['14', 'Eze Ifeoma', 'SM/2025/014'],
  ['15', 'Okonkwo Emeka', 'SM/2025/015'],
  ['16', 'Yusuf Zainab', 'SM/2025/016'],
] as const;

export const arms = [
  { value: '1|A', label: 'JSS 1 A' },
  { value: '1|B', label: 'JSS 1 B' },
  { value: '2|A', label: 'JSS 2 A' },
];

export const registerNotTaken: Register = {
  class_id: '1',
  preschool_id: null,
  class_name: 'JSS 1',
  sub_class: 'A',
  date: '2025-11-03',
  day_session: 'morning',
  term: 'First Term',
  session: '2025/2026',
  school_day: true,
  closed_reason: null,
  locked: null,
  taken: false,
  taken_by: null,
  taken_at: null,
  students: pupils.map(([student_id, student_fullname, admission_number]) => ({
    student_id,
    student_fullname,
    admission_number,
    mark: null,
    reason: null,
  })),
};

export const registerTaken: Register = {
  ...registerNotTaken,
  taken: true,
  taken_by: 'Eze Ngozi',
  taken_at: '2025-11-03T07:52:00.000Z',
  students: registerNotTaken.students.map((s) => {
    if (s.student_id === '12') return { ...s, mark: 'late' };
    if (s.student_id === '13') return { ...s, mark: 'absent' };
    if (s.student_id === '15') return { ...s, mark: 'excused', reason: 'Hospital visit' };
    return { ...s, mark: 'present' };
  }),
};

/** A preschool school's classes, and one's register taken (no arms; pupils by name). */
export const preschoolClasses = [
  { value: 'preschool|7', label: 'Nursery 1' },
  { value: 'preschool|8', label: 'Nursery 2' },
];

export const preschoolRegister: Register = {
  ...registerNotTaken,
  class_id: null,
  preschool_id: '7',
  class_name: 'Nursery 1',
  sub_class: null,
  taken: true,
  taken_by: 'Obi Adaeze',
  taken_at: '2025-11-03T08:05:00.000Z',
  students: registerNotTaken.students.slice(0, 4).map((s) => ({
    ...s,
    mark: s.student_id === '12' ? 'absent' : 'present',
  })),
};

export const registerWeekend: Register = {
  ...registerNotTaken,
  date: '2025-11-08',
  school_day: false,
  closed_reason: '2025-11-08 is a Saturday: the school is closed at weekends.',
};

export const registerLocked: Register = {
  ...registerTaken,
  locked:
    "The First Term 2025/2026 results of Danjuma Chidi, Eze Ifeoma are released, so the term's register is locked for them; withhold the results first to change it.",
};

const figures = (present: number, late: number, absent: number, excused: number) => {
  const marked = present + late + absent + excused;
  return {
    marked,
    present,
    late,
    absent,
    excused,
    percentage: marked ? Math.round(((present + late) * 1000) / marked) / 10 : null,
  };
};

export const report: Report = {
  term: 'First Term',
  session: '2025/2026',
  class_id: null,
  preschool_id: null,
  sub_class: null,
  group_by: 'week',
  threshold: 90,
  total: figures(1580, 62, 118, 40),
  periods: [
    { ...figures(410, 14, 22, 4), starts: '2025-11-03', label: 'Week of 3 Nov', registers: 15 },
    { ...figures(398, 20, 27, 5), starts: '2025-11-10', label: 'Week of 10 Nov', registers: 15 },
    { ...figures(380, 16, 41, 13), starts: '2025-11-17', label: 'Week of 17 Nov', registers: 15 },
    { ...figures(392, 12, 28, 18), starts: '2025-11-24', label: 'Week of 24 Nov', registers: 15 },
  ],
  arms: [
    {
      ...figures(560, 20, 30, 10),
      class_id: '1',
      preschool_id: null,
      class_name: 'JSS 1',
      sub_class: 'A',
    },
    {
      ...figures(520, 22, 48, 10),
      class_id: '1',
      preschool_id: null,
      class_name: 'JSS 1',
      sub_class: 'B',
    },
    {
      ...figures(500, 20, 40, 20),
      class_id: '2',
      preschool_id: null,
      class_name: 'JSS 2',
      sub_class: 'A',
    },
  ],
  students: [
    {
      ...figures(14, 1, 5, 0),
      class_id: '1',
      preschool_id: null,
      class_name: 'JSS 1',
      sub_class: 'A',
      student_id: '13',
      student_fullname: 'Danjuma Chidi',
      admission_number: 'SM/2025/013',
    },
    {
      ...figures(19, 1, 0, 0),
      class_id: '1',
      preschool_id: null,
      class_name: 'JSS 1',
      sub_class: 'A',
      student_id: '11',
      student_fullname: 'Adebayo Tolu',
      admission_number: 'SM/2025/011',
    },
    {
      ...figures(16, 0, 2, 2),
      class_id: '1',
      preschool_id: null,
      class_name: 'JSS 1',
      sub_class: 'B',
      student_id: '21',
      student_fullname: 'Okafor Nneka',
      admission_number: 'SM/2025/021',
    },
  ],
  chronic: [],
};
report.chronic = report.students.filter((s) => (s.percentage ?? 100) < report.threshold);

export const emptyReport: Report = {
  ...report,
  total: figures(0, 0, 0, 0),
  periods: [],
  arms: [],
  students: [],
  chronic: [],
};

export const myAttendance: StudentAttendance = {
  student_id: '13',
  student_fullname: 'Danjuma Chidi',
  term: 'First Term',
  session: '2025/2026',
  figures: figures(14, 1, 4, 1),
  days: [
    { date: '2025-11-05', day_session: 'morning', mark: 'absent', reason: null },
    { date: '2025-11-06', day_session: 'morning', mark: 'late', reason: null },
    { date: '2025-11-12', day_session: 'morning', mark: 'excused', reason: 'Hospital visit' },
    { date: '2025-11-19', day_session: 'morning', mark: 'absent', reason: null },
    { date: '2025-11-20', day_session: 'morning', mark: 'absent', reason: null },
    { date: '2025-11-21', day_session: 'morning', mark: 'absent', reason: null },
  ],
};
