import { describe, expect, it } from 'vitest';
import { newDocument, split, table } from './layout.ts';
import { pdfText } from './test/pdf-text.ts';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('table', () => {
  it('draws every heading on its tint and every cell in words a reader can copy', async () => {
    const doc = await newDocument('Table');
    doc.setTextColor(31, 58, 138);
    table(
      doc,
      20,
      [
        ['Adébáyọ̀ Ọlá', '₦70,000'],
        ['Chidi', 'a cell long enough to wrap onto a second line within its narrow column'],
      ],
      { widths: split(1, 1), header: ['Student', 'Balance'], right: [1] },
    );
    const pdf = await bytes(doc.output('blob'));
    const syntax = new TextDecoder('latin1').decode(pdf);
    // The tint is set again before each heading's box: a cell's text sets the fill colour too.
    const boxes = [...syntax.matchAll(/(.*)\n(?:[-\d.]+ ){4}re\nB\n/g)];
    expect(boxes).toHaveLength(2);
    for (const [, before] of boxes) expect(before).toBe('0.91 0.925 0.965 rg');
    // The cells are drawn in the document's text colour.
    expect(syntax).toContain('0.122 0.227 0.541 rg');
    const text = pdfText(pdf);
    for (const word of ['Student', 'Balance', 'Adébáyọ̀ Ọlá', '₦70,000', 'Chidi', 'narrow']) {
      expect(text).toContain(word);
    }
  });
});
