// A decompression-bomb PDF: a few KB on disk, gigabytes once its content streams are inflated.
// Shared by the soak (scripts/soak) and the server tests (tests/server/pdfWorkers.test.ts).
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A zlib stream that inflates to `mib` MiB of zeros, built without deflating them all: one
 * fully flushed deflate block of 1 MiB of zeros (a full flush resets the window, so copies of it
 * chain into one valid stream), repeated, then the final empty block and the Adler-32 of zeros.
 */
function zerosZlib(mib) {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const adler = Buffer.alloc(4);
  // Adler-32 of n zero bytes: a = 1, b = n mod 65521
  adler.writeUInt32BE((((mib * 1024 * 1024) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: mib }, () => block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/** A one-page PDF whose content is `streams` streams of `mibEach` MiB of zeros, deflated twice. */
export function bombPdf(streams, mibEach) {
  const inner = deflateSync(zerosZlib(mibEach), { level: 9 });
  const contentIds = Array.from({ length: streams }, (_, i) => 4 + i);
  const objects = [
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
  const parts = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0].length;
  const offsets = [];
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
