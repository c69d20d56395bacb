/** A one-page PDF whose content is `streams` streams of `mibEach` MiB of zeros, deflated twice. */
export function bombPdf(streams: number, mibEach: number): Buffer;
