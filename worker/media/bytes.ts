// Bounds-checked reads of an upload's bytes, for the readers of its header (dimensions.ts) and
// of its data (image-data.ts): a read past the end answers undefined, never throws.
/** Reads that answer undefined past the end of the bytes. */
export class Bytes {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get length() {
    return this.bytes.length;
  }
  u8 = (at: number) => (at >= 0 && at + 1 <= this.length ? this.view.getUint8(at) : undefined);
  u16be = (at: number) => (at >= 0 && at + 2 <= this.length ? this.view.getUint16(at) : undefined);
  u16le = (at: number) => (at >= 0 && at + 2 <= this.length ? this.view.getUint16(at, true) : undefined);
  u24le = (at: number) =>
    at >= 0 && at + 3 <= this.length ? this.view.getUint16(at, true) + this.view.getUint8(at + 2) * 0x10000 : undefined;
  u32be = (at: number) => (at >= 0 && at + 4 <= this.length ? this.view.getUint32(at) : undefined);
  u32le = (at: number) => (at >= 0 && at + 4 <= this.length ? this.view.getUint32(at, true) : undefined);
  text = (at: number, length: number) =>
    at >= 0 && at + length <= this.length ? String.fromCharCode(...this.bytes.subarray(at, at + length)) : undefined;
}
