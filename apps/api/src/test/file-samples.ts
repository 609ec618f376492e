/** A PNG's signature and IHDR chunk claiming `width` × `height` pixels (no pixel data). */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    ihdr,
    Buffer.alloc(64, 1),
  ]);
}

/** A JPEG's SOI, a JFIF APP0 segment and a baseline frame header of `width` × `height`. */
export function jpeg(width: number, height: number): Buffer {
  const frame = Buffer.from('ffc0001108000000000301220002110103110100', 'hex');
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    frame,
    Buffer.alloc(64, 2),
  ]);
}

/** Small files of each accepted type, their first bytes as real files have them. */
export const SAMPLES = {
  png: png(640, 480),
  jpeg: jpeg(640, 480),
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
