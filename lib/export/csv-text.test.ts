import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-text';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses every formula start: =, +, -, @, tab and carriage return', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    // Only at the start: a hyphen inside a name is left alone.
    expect(csvCell('Anne-Marie')).toBe('Anne-Marie');
  });
});

describe('csvText', () => {
  it('starts with a byte order mark and ends every record with CRLF', () => {
    expect(csvText([['a', 'b'], ['1', '2']])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
