/**
 * The text of the files read last, keyed by the bytes they were decoded from.
 *
 * just-bash keeps a file as bytes and decodes them on every read, which for a 400 kB file costs
 * ten times the rest of a read_file call. Its file system hands back the very buffer it stores and
 * puts a new one in place on every write, append or truncation, so the same buffer means the same
 * text. The cache holds a few files only: an agent rereads the file it is working on, and keeping
 * every decoded file would double the memory of a large workspace.
 */
export class DecodedTextCache {
  private readonly texts = new Map<Uint8Array, string>();
  // The same decoder just-bash uses (UTF-8, bad bytes replaced, a leading BOM dropped), so a
  // cached read returns what an uncached one would.
  private readonly decoder = new TextDecoder();

  constructor(private readonly capacity = 8) {}

  decode(bytes: Uint8Array): string {
    const cached = this.texts.get(bytes);
    if (cached !== undefined) {
      // Most recently used goes last, so the oldest is the first to go.
      this.texts.delete(bytes);
      this.texts.set(bytes, cached);
      return cached;
    }
    const text = this.decoder.decode(bytes);
    this.texts.set(bytes, text);
    if (this.texts.size > this.capacity) this.texts.delete(this.texts.keys().next().value!);
    return text;
  }
}
