import type {
  PromotedStudent,
  PromotionRequest,
  PromotionStudent,
} from './student-promotion.machine.ts';

/** A JSS 1 A of 60 active students: three calls of 25, 25 and 10. */
export const exampleStudents: PromotionStudent[] = Array.from({ length: 60 }, (_, index) => {
  const n = String(index + 1).padStart(3, '0');
  const names = ['Ada Obi', 'Tunde Bakare', 'Zainab Musa', 'Chiamaka Eze', 'Ifeanyi Nwosu'];
  const name = names[index % names.length] ?? 'Ada Obi';
  return {
    id: String(index + 1),
    fullname: index < names.length ? name : `${name} ${Math.floor(index / names.length) + 1}`,
    admission_number: `BFA/2025/${n}`,
  };
});

/** Promote the whole of JSS 1 A to JSS 2 A. */
export const examplePromotion: PromotionRequest = {
  from_class_id: '1',
  from_sub_class: 'A',
  action: 'promote',
  to_class_id: '2',
  to_sub_class: 'A',
  students: exampleStudents,
};

/** What the server answers for a student of `examplePromotion` it moved. */
export function examplePromoted(
  student: PromotionStudent,
  request: PromotionRequest = examplePromotion,
): PromotedStudent {
  const graduate = request.action === 'graduate';
  return {
    student_id: student.id,
    fullname: student.fullname,
    admission_number: student.admission_number,
    from_class_id: request.from_class_id,
    from_class: 'JSS 1',
    from_sub_class: request.from_sub_class ?? null,
    to_class_id: graduate ? null : (request.to_class_id ?? null),
    to_class: graduate ? null : 'JSS 2',
    to_sub_class: graduate ? null : (request.to_sub_class ?? null),
    status: graduate ? 'graduated' : 'active',
    session: '2025/2026',
  };
}
