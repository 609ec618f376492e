import { describe, expect, it } from 'vitest';
import { loginSlipsPdf } from './login-slips.ts';
import { pdfText } from './test/pdf-text.ts';

const slip = (n: number) => ({
  user_type: 'student' as const,
  fullname: `Adébáyọ̀ Ọlá ${n}`,
  username: `gcs/012026/${String(n).padStart(5, '0')}`,
  one_time_password: `Pass${n}wordXy`,
  admission_number: `GCS/012026/${String(n).padStart(5, '0')}`,
  class_name: 'JSS 1',
  sub_class: 'A',
  campus: 'Main Campus',
  issued_at: '2026-01-12T09:00:00.000Z',
});

describe('login slips', () => {
  it('prints every slip, ten a page, with its username and one-time password', async () => {
    const pdf = await loginSlipsPdf({
      school: 'Ọ̀yọ́ Model College',
      signInAddress: 'https://portal.example.test',
      slips: Array.from({ length: 12 }, (_, i) => slip(i + 1)),
    });
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const text = pdfText(bytes);
    for (const expected of [
      'Ọ̀yọ́ Model College',
      'Adébáyọ̀ Ọlá 1',
      'GCS/012026/00001 · JSS 1 A',
      'gcs/012026/00012',
      'Pass12wordXy',
      'https://portal.example.test',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.split('\f').filter((p) => p.trim()).length).toBe(2);
  });
});
