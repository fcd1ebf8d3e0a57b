import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '../../src/api/schemas/agent.ts';
import { documentsArchive } from '../../src/components/documents/documentsArchive.ts';
import { casesCsv } from '../../src/domain/agent/casesCsv.ts';
import { safeFileName } from '../../src/domain/documents/fileNames.ts';
import { receiptName } from '../../src/domain/payment/receipt.ts';
import { zipStore } from '../../src/shell/zip.ts';
import { readZip } from '../support/readZip.ts';

const summary: CaseSummary = {
  caseId: '100001',
  policyNumber: 'L1',
  lifeCycleStatus: 'WaitingApproval',
  displayStatus: 'Waiting Agent Approval',
  insuredNames: ['Ann Lee'],
  insuredEmail: null,
  groupNumber: null,
  statusDate: '2026-03-04T12:00:00.000Z',
  isAnnuity: false,
};

/** The group number's cell as the agent's CSV export writes it, between the columns around it. */
function exportedCell(groupNumber: string): string {
  const line = casesCsv([{ ...summary, groupNumber }], 'UTC').split('\r\n')[1] ?? '';
  const before = 'L1,Waiting Agent Approval,Ann Lee,';
  const after = ',03/04/2026';
  expect(line.startsWith(before) && line.endsWith(after)).toBe(true);
  return line.slice(before.length, -after.length);
}

/** OWASP's CSV Injection guidance, with what a spreadsheet skips before it reads a formula. */
describe('a CSV cell a spreadsheet could read as a formula is neutralised', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-1'],
    ['@SUM(A1)'],
    ['\t=1'],
    ['\r=1'],
    // OWASP's list leads a tab or carriage return whatever follows it.
    ['\tAnn'],
    ['\rAnn'],
    [' =HYPERLINK("http://x")'],
    ['\u00a0=1+1'],
    ['\u200b=1+1'],
    ['\ufeff+1'],
    ['\u2060@x'],
    ['\u3000=1'],
    ['\uff1d1+1'],
    ['\uff0b1'],
    ['\uff0d1'],
    ['\uff201'],
    ['\ufe661'],
    ['\u22121'],
    [' \u00a0\u200b =cmd|"/c calc"!A1'],
  ])('%j is led by an apostrophe', (text) => {
    expect(exportedCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it.each([
    ['Ann Lee'],
    ['L1000010'],
    [' Ann'],
    ['\u00a0Lee'],
    ['03/04/2026'],
    ['Waiting Agent Approval'],
    [''],
    // A tab inside a name, not at its start, starts no formula.
    ['Ann\tLee'],
    // ⩴ folds (NFKC) to '::=': its first character is a colon, not a formula sign.
    ['\u2a74 Lee'],
  ])('%j stays as it is', (text) => {
    expect(exportedCell(text)).toBe(text);
  });
});

describe('files the portal writes are named from a safe alphabet', () => {
  it('keeps no path out of the receipt named after a policy number', () => {
    expect(receiptName('../../x')).toBe('receipt-._._x.txt');
    expect(receiptName('..\\..\\Windows\\x')).toBe('receipt-._._Windows_x.txt');
    expect(receiptName('L1000010')).toBe('receipt-L1000010.txt');
    expect(receiptName('a/b:c*d?e"f<g>h|i\u0000j')).toBe('receipt-a_b_c_d_e_f_g_h_i_j.txt');
  });

  it('names every ZIP entry safely, whatever name it was given', async () => {
    const archive = documentsArchive([], false, [
      { name: 'receipt-../../x.txt', text: 'paid' },
      { name: '/etc/passwd', text: 'no' },
      { name: '..', text: 'no' },
    ]);
    const names = readZip(new Uint8Array(await archive.arrayBuffer())).map((entry) => entry.name);
    expect(names).toEqual(['receipt-._._x.txt', '_etc_passwd', 'file']);
    for (const name of names) expect(name).toMatch(/^[\p{L}\p{M}\p{N}_()-][\p{L}\p{M}\p{N} ._()-]*$/u);
    expect(readZip(zipStore([{ name: '01 Póliza firmada.pdf', bytes: new Uint8Array() }]))[0]?.name).toBe(
      '01 Póliza firmada.pdf',
    );
  });

  it('keeps a long name within the limit and its extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name.length).toBe(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('starts no name with a dot or a space, and ends none with a space', () => {
    expect(safeFileName('  . Policy L1000010.pdf ')).toBe('Policy L1000010.pdf');
    expect(safeFileName('Policy L1000010   ')).toBe('Policy L1000010');
  });

  it('keeps a name of exactly 120 characters whole, whatever follows its last dot', () => {
    const name = `${'a'.repeat(100)}.${'b'.repeat(19)}`;
    expect(safeFileName(name)).toBe(name);
  });

  it('cuts a long name without an extension to its first 120 characters', () => {
    expect(safeFileName(`${'a'.repeat(130)}z`)).toBe('a'.repeat(120));
  });

  it('keeps at most ten characters of what follows the last dot of a long name', () => {
    expect(safeFileName(`${'a'.repeat(200)}.${'b'.repeat(30)}`)).toBe(`${'a'.repeat(110)}.${'b'.repeat(9)}`);
  });
});
