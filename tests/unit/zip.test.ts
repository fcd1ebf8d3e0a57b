import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentsArchive } from '../../src/components/documents/documentsArchive.ts';
import { documentFileName, documentsArchiveName } from '../../src/domain/documents/documents.ts';
import { zipStore } from '../../src/shell/zip.ts';
import { readZip } from '../support/readZip.ts';

describe('the store-only ZIP writer (decision 085)', () => {
  it("writes each entry's CRC-32 as zlib computes it", () => {
    const check = new TextEncoder().encode('123456789');
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256);
    const entries = readZip(
      zipStore([
        { name: 'check.txt', bytes: check },
        { name: 'empty.txt', bytes: new Uint8Array() },
        { name: 'long.bin', bytes },
      ]),
    );
    expect(entries.map((e) => e.crc)).toEqual([0xcbf43926, 0, nodeCrc32(bytes)]);
  });

  it('writes an archive a reader reads back, names in UTF-8, every byte and checksum', () => {
    const files = [
      { name: '01 Signed Policy.pdf', bytes: new TextEncoder().encode('%PDF-1.7 one') },
      { name: 'Déclaration é.txt', bytes: new TextEncoder().encode('two') },
      { name: 'empty.txt', bytes: new Uint8Array() },
    ];
    const entries = readZip(zipStore(files, new Date(2026, 10, 2, 13, 45, 30)));
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    entries.forEach((entry, i) => {
      expect(entry.bytes).toEqual(files[i]!.bytes);
      expect(entry.crc).toBe(nodeCrc32(files[i]!.bytes));
      expect(entry.method).toBe(0);
      expect(entry.modified).toEqual({ year: 2026, month: 11, day: 2, hour: 13, minute: 45, second: 30 });
    });
  });

  it('writes an empty archive as its end record alone', () => {
    expect(zipStore([]).length).toBe(22);
    expect(readZip(zipStore([]))).toEqual([]);
  });
});

describe('the documents archive', () => {
  it('holds each document as sent, named by its place and display name, and the texts beside', async () => {
    const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`).toString('base64');
    const blob = documentsArchive(
      [
        { documentType: 'SignedPolicy', content: pdf('policy') },
        { documentType: 'Amendment', content: pdf('amendment') },
        { documentType: 'Amendment', content: Buffer.from('not a pdf at all').toString('base64') },
        { documentType: 'EdjDeliveryReceipt', content: pdf('receipt') },
      ],
      false,
      [{ name: 'receipt-L1.txt', text: 'Payment receipt, policy L1\n' }],
    );
    expect(blob.type).toBe('application/zip');
    const entries = readZip(new Uint8Array(await blob.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([
      '01 Signed Policy.pdf',
      '02 Amendment.pdf',
      '03 Amendment.pdf',
      '04 Delivery Receipt.pdf',
      'receipt-L1.txt',
    ]);
    expect(Buffer.from(entries[0]!.bytes).toString()).toBe('%PDF-1.4 policy');
    expect(Buffer.from(entries[2]!.bytes).toString()).toBe('not a pdf at all');
    expect(Buffer.from(entries[4]!.bytes).toString()).toBe('Payment receipt, policy L1\n');
  });

  it('names files and the archive without anything of the customer', () => {
    expect(documentFileName('SignedPolicy', true, 0)).toBe('01 Signed Contract.pdf');
    expect(documentFileName('StatementOfHealth', true, 1)).toBe('02 Statement of Health.pdf');
    expect(documentFileName('SpecialAmendment', false, 11)).toBe('12 Amendment.pdf');
    expect(documentsArchiveName('L1000004')).toBe('documents-L1000004.zip');
    expect(documentsArchiveName('../A 2/')).toBe('documents-A2.zip');
    expect(documentsArchiveName('')).toBe('documents-policy.zip');
  });
});
