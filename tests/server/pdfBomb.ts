// A decompression-bomb PDF built in the test: a few KB on disk, gigabytes once its content
// streams are inflated. Each stream is zeros deflated twice ([/FlateDecode /FlateDecode]).
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A zlib stream of `mb` MiB of zeros without compressing them all: one fully flushed deflate
 * block of 1 MiB of zeros, repeated (a full flush resets the window, so each copy is valid).
 */
function zerosZlib(mb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((mb * 1024 * 1024) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: mb }, () => block),
    Buffer.from([0x03, 0x00]), // the final, empty block
    adler,
  ]);
}

/** One page whose content is `streams` content streams of `mbEach` MiB of zeros each. */
export function bombPdf(streams = 4, mbEach = 512): Buffer {
  const inner = deflateSync(zerosZlib(mbEach), { level: 9 });
  const contentIds = Array.from({ length: streams }, (_, i) => 4 + i);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contentIds
        .map((id) => `${id} 0 R`)
        .join(' ')}] >>`,
    ),
    ...contentIds.map(() =>
      Buffer.concat([
        Buffer.from(`<< /Length ${inner.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`),
        inner,
        Buffer.from('\nendstream'),
      ]),
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
