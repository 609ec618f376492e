import { describe, expect, it } from 'vitest';
import { jpeg, png, SAMPLES } from '../test/file-samples.ts';
import { cleanFileName, contentDisposition, detectContentType, imageSize } from './purposes.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the content type is found from the bytes', () => {
  it('recognises the five accepted types', () => {
    expect(detectContentType(SAMPLES.png)).toBe('image/png');
    expect(detectContentType(SAMPLES.jpeg)).toBe('image/jpeg');
    expect(detectContentType(SAMPLES.pdf)).toBe('application/pdf');
    expect(detectContentType(SAMPLES.doc)).toBe('application/msword');
    expect(detectContentType(SAMPLES.docx)).toBe(DOCX);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['a GIF/PHP polyglot', 'GIF89a<?php system($_GET["c"]); ?>'],
    ['plain text', 'just some notes'],
  ])('refuses %s', (_what, text) => {
    expect(detectContentType(Buffer.from(text))).toBeNull();
  });

  it('refuses a PNG carrying PHP, a ZIP that is not a Word file and an OLE file that is not a DOC', () => {
    expect(
      detectContentType(Buffer.concat([SAMPLES.png, Buffer.from('<?php echo 1;')])),
    ).toBeNull();
    expect(detectContentType(Buffer.from('PK\x03\x04xl/workbook.xml'))).toBeNull();
    expect(detectContentType(SAMPLES.doc.subarray(0, 64))).toBeNull();
  });
});

describe('stored names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\ada\\Week 3 notes.DOCX', DOCX, 'Week 3 notes.DOCX'],
    ['photo\u0000\u202egpj.exe', 'image/jpeg', 'photogpj.exe.jpg'],
    ['report.html', 'image/png', 'report.html.png'],
    ['', 'image/png', 'file.png'],
    ['...', 'application/pdf', 'file.pdf'],
    ['.bashrc', 'image/png', 'bashrc.png'],
    ['Ọmọ́ photo.jpeg', 'image/jpeg', 'Ọmọ́ photo.jpeg'],
  ] as const)('%j → %j', (name, type, stored) => {
    expect(cleanFileName(name, type)).toBe(stored);
  });

  it('keep at most 255 characters, with the extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.txt`, 'application/pdf');
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Week 3.pdf')).toBe(
      `attachment; filename="Week 3.pdf"; filename*=UTF-8''Week%203.pdf`,
    );
    expect(contentDisposition('inline', 'Ọmọ "x";.png')).toBe(
      `inline; filename="_m_ _x__.png"; filename*=UTF-8''%E1%BB%8Cm%E1%BB%8D%20%22x%22%3B.png`,
    );
  });
});

describe('image sizes come from the header alone', () => {
  it('reads a PNG IHDR and a JPEG frame header', () => {
    expect(imageSize(png(20000, 20000), 'image/png')).toEqual({ width: 20000, height: 20000 });
    expect(imageSize(jpeg(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
  });

  it('says nothing about a JPEG whose scan starts before any frame header', () => {
    expect(imageSize(Buffer.from('ffd8ffda000c', 'hex'), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.from('ffd8ffe0', 'hex'), 'image/jpeg')).toBeNull();
  });
});
