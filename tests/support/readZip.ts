/**
 * A ZIP reader for tests: finds the end record, walks the central directory, and reads each file's
 * bytes through its local header, as an unzip tool does. Only stored (method 0) files are read back;
 * the checksum is reported as written, for the test to compare with its own.
 */
export interface ZipRead {
  name: string;
  method: number;
  crc: number;
  bytes: Uint8Array;
  modified: { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

export function readZip(zip: Uint8Array): ZipRead[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('No end of central directory record.');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const files: ZipRead[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`Bad central directory entry ${i}.`);
    const method = view.getUint16(at + 10, true);
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`Bad local header of ${name}.`);
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    files.push({
      name,
      method,
      crc,
      bytes: zip.slice(dataAt, dataAt + size),
      modified: {
        year: (date >> 9) + 1980,
        month: (date >> 5) & 0xf,
        day: date & 0x1f,
        hour: time >> 11,
        minute: (time >> 5) & 0x3f,
        second: (time & 0x1f) * 2,
      },
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
