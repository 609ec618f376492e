import type { Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import { download } from '../../lib/download.ts';
import { useSchoolHeading } from '../../lib/school-heading.ts';
import { toast } from '../../lib/toast.tsx';

/** The login slips an import answered, kept until printed as a PDF (@schoolmates/documents/login-slips). */
export function useLoginSlips() {
  const school = useSchoolHeading();
  const [slips, setSlips] = useState<Schema<'LoginSlipAttributes'>[]>([]);
  const [printing, setPrinting] = useState(false);
  const onPrintSlips = async () => {
    setPrinting(true);
    try {
      const [{ loginSlipsPdf }, heading] = await Promise.all([
        import('@schoolmates/documents/login-slips'),
        school.data ?? school.refetch().then((r) => r.data),
      ]);
      download(
        await loginSlipsPdf({
          school: heading?.name ?? '',
          signInAddress: window.location.origin,
          slips,
        }),
        'Login slips.pdf',
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not make the PDF');
    } finally {
      setPrinting(false);
    }
  };
  return { slips, setSlips, printing, onPrintSlips: () => void onPrintSlips() };
}
