/** The jsPDF format of a data URL, or null for one it cannot embed. */
export function pdfImageFormat(dataUrl: string | null): 'PNG' | 'JPEG' | null {
  if (dataUrl?.startsWith('data:image/png')) return 'PNG';
  if (dataUrl?.startsWith('data:image/jpeg') || dataUrl?.startsWith('data:image/jpg'))
    return 'JPEG';
  return null;
}
