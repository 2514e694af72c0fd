/**
 * Raw deflate and base64url with the platform's own CompressionStream (Chromium, Firefox, Safari
 * 16.4+, Node 20): no dependency, and the same bytes in the browser and in Node.
 *
 * Inflating is capped: a link is a few kB, but deflate expands up to ~1,000x, so a hostile 2 MB
 * link could ask for gigabytes. The input is fed in small slices and only when the reader is ready
 * for more, so at most one slice's worth of output (~1 MB) is produced beyond the cap before we
 * stop reading and cancel the stream.
 */

/** Input fed to the inflater per write: bounds what one write can expand to (~1,032x). */
const INFLATE_SLICE_BYTES = 1024;

export async function deflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export type InflateResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'over-cap' | 'corrupt' | 'refused' };

/**
 * `refuse` reads each piece as it is inflated and may stop the inflating there (reason
 * 'refused'): what is hostile about a text can show long before its end.
 */
export async function inflateRawCapped(
  bytes: Uint8Array<ArrayBuffer>,
  maxOutputBytes: number,
  refuse: (piece: Uint8Array) => boolean = () => false,
): Promise<InflateResult> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let offset = 0; offset < bytes.length; offset += INFLATE_SLICE_BYTES) {
      await writer.ready;
      await writer.write(bytes.subarray(offset, offset + INFLATE_SLICE_BYTES));
    }
    await writer.close();
  })();
  // A write fails when the data is corrupt or when we cancel; the reader reports both.
  feeding.catch(() => {});

  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxOutputBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'over-cap' };
      }
      if (refuse(value)) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'refused' };
      }
      chunks.push(value);
    }
    await feeding;
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  const output = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes: output };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // fromCharCode takes arguments: go in slices well under the engines' argument limits.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Undefined when the text is not base64url (a character outside the alphabet, or a cut-off quad). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
