/**
 * A ZIP archive of stored (uncompressed) files, as the ZIP format's APPNOTE describes it: a local header
 * and the bytes of each file, then the central directory and its end record. PDFs are compressed inside
 * already, so storing them costs little and needs no deflate code. Names are UTF-8 (flag bit 11). No
 * ZIP64: a file or the archive past 4 GiB is refused. Every entry is named from a safe alphabet
 * (src/domain/documents/fileNames.ts), so no entry unpacks outside its folder. Loaded only when a customer asks
 * for a download (decision 085).
 */

import { safeFileName } from '../domain/documents/fileNames.ts';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

let table: Uint32Array | null = null;
function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 (IEEE 802.3, reflected, as ZIP and gzip use it). */
function crc32(bytes: Uint8Array): number {
  const t = crcTable();
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = t[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date fields of `at`, in local time (what unzip tools show). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

const LIMIT = 0xffffffff;

/** The archive's bytes: every entry stored, in the order given, dated `at`. */
export function zipStore(entries: readonly ZipEntry[], at: Date = new Date()): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const { time, date } = dosDateTime(at);
  const names = entries.map((e) => encoder.encode(safeFileName(e.name)));
  const dataSize = entries.reduce((sum, e, i) => sum + 30 + names[i]!.length + e.bytes.length, 0);
  const directorySize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const total = dataSize + directorySize + 22;
  if (total > LIMIT || entries.length > 0xffff) throw new Error('The archive is too large.');
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let at32 = 0;
  const u16 = (v: number) => {
    view.setUint16(at32, v, true);
    at32 += 2;
  };
  const u32 = (v: number) => {
    view.setUint32(at32, v >>> 0, true);
    at32 += 4;
  };
  const bytes = (b: Uint8Array) => {
    out.set(b, at32);
    at32 += b.length;
  };
  // version needed 2.0, flags: UTF-8 names, method 0 (stored)
  const common = (crc: number, size: number, nameLength: number) => {
    u16(20);
    u16(0x0800);
    u16(0);
    u16(time);
    u16(date);
    u32(crc);
    u32(size);
    u32(size);
    u16(nameLength);
    u16(0);
  };
  const offsets: number[] = [];
  const crcs = entries.map((e) => crc32(e.bytes));
  entries.forEach((entry, i) => {
    offsets.push(at32);
    u32(0x04034b50);
    common(crcs[i]!, entry.bytes.length, names[i]!.length);
    bytes(names[i]!);
    bytes(entry.bytes);
  });
  const directoryOffset = at32;
  entries.forEach((entry, i) => {
    u32(0x02014b50);
    u16(20); // made by: 2.0, MS-DOS attributes
    common(crcs[i]!, entry.bytes.length, names[i]!.length);
    u16(0); // comment length
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[i]!);
    bytes(names[i]!);
  });
  u32(0x06054b50);
  u16(0);
  u16(0);
  u16(entries.length);
  u16(entries.length);
  u32(directorySize);
  u32(directoryOffset);
  u16(0);
  return out;
}
