/** Small files of each accepted type, their first bytes as real files have them. */
export const SAMPLES = {
  png: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 2)]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  doc: Buffer.concat([
    Buffer.from('d0cf11e0a1b11ae1', 'hex'),
    Buffer.alloc(120),
    Buffer.from('WordDocument', 'utf16le'),
  ]),
  docx: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('....word/document.xml....')]),
};

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----schoolmates${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined
        ? ''
        : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
