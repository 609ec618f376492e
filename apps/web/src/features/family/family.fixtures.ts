/** Children and a statement as the server answers them, for stories and view tests. */
import type { Schema } from '@schoolmates/sdk';

export const chidi: Schema<'FamilyChild'> = {
  student_id: '6',
  student_fullname: 'Danjuma Chidi',
  firstname: 'Chidi',
  admission_number: 'DEMO/001',
  class_name: 'JSS 1',
  sub_class: 'A',
  campus_name: 'Main Campus',
  relationship: 'mother',
  latest_result: {
    period: 'Second Half',
    term: 'First Term',
    session: '2025/2026',
    average: 68.4,
    position: 3,
    class_size: 25,
  },
  balance: 0,
  assignments_due: 2,
  attendance: {
    term: 'Second Term',
    session: '2025/2026',
    figures: { marked: 62, present: 58, late: 2, absent: 2, excused: 0, percentage: 96.8 },
  },
};

export const ada: Schema<'FamilyChild'> = {
  student_id: '41',
  student_fullname: 'Danjuma Ada',
  firstname: 'Ada',
  admission_number: 'DEMO/014',
  class_name: 'SSS 2',
  sub_class: 'B',
  campus_name: 'Main Campus',
  relationship: 'mother',
  latest_result: null,
  balance: 7_500_000,
  assignments_due: 0,
  attendance: null,
};

export const statement: Schema<'FamilyStatement'> = {
  total_owed: 7_500_000,
  lines: [
    {
      invoice_id: '12',
      invoice_no: 'INV/2025-2026/0012',
      student_id: '41',
      student_fullname: 'Danjuma Ada',
      term: 'First Term',
      session: '2025/2026',
      total: 12_500_000,
      paid: 5_000_000,
      balance: 7_500_000,
      status: 'part_paid',
    },
    {
      invoice_id: '9',
      invoice_no: 'INV/2025-2026/0009',
      student_id: '6',
      student_fullname: 'Danjuma Chidi',
      term: 'First Term',
      session: '2025/2026',
      total: 9_000_000,
      paid: 9_000_000,
      balance: 0,
      status: 'paid',
    },
  ],
};
