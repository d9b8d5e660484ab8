import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('/suites/')).toBe('/suites/');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Rooms, suites')).toBe('"Rooms, suites"');
    expect(csvCell('The "Tower" suite')).toBe('"The ""Tower"" suite"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['Page', 'Title', 'Visitors', 'Views'])).toBe('Page,Title,Visitors,Views\r\n');
    expect(csvLine(['/a,b/', 'Café "Alba"', 3, 4])).toBe('"/a,b/","Café ""Alba""",3,4\r\n');
  });

  it('names files with safe characters only', () => {
    expect(csvFileName(['Casa Alba Suites', 'entry-pages', '2026-11-01', 'to', '2026-11-22'])).toBe(
      'Casa-Alba-Suites-entry-pages-2026-11-01-to-2026-11-22.csv',
    );
    expect(csvFileName(['"; rm -rf /', ''])).toBe('rm-rf.csv');
    expect(csvFileName(['***'])).toBe('export.csv');
  });
});
