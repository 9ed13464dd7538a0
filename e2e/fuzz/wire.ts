// How fuzzed values go over the wire. A server action's arguments are a React "reply": JSON where
// a string starting with "$" is a reference or a special value ("$NaN", "$n123" for a BigInt,
// "$undefined", "$D2020-01-01" for a Date) and a real string starting with "$" is escaped as "$$".
// The fuzzer escapes its strings as React's client does, and sends Raw tokens as they are, so a
// hostile client's NaN, BigInt or 20-digit number literal reaches the action's validation.

/** A piece of the body written verbatim: a reply token ("$NaN") or a JSON literal ("9007199254740993"). */
export class Raw {
  constructor(
    readonly text: string,
    /** A reply token is a JSON string ("$NaN"); a number literal is not quoted. */
    readonly quoted: boolean,
  ) {}
  toString(): string {
    return `Raw(${this.text})`;
  }
}

export const replyToken = (token: string) => new Raw(token, true);
export const numberLiteral = (literal: string) => new Raw(literal, false);

/** The body of an action call: an array of arguments encoded as React's client would. */
export function encodeReply(args: unknown[]): string {
  return encode(args);
}

function encode(value: unknown): string {
  if (value instanceof Raw) return value.quoted ? JSON.stringify(value.text) : value.text;
  if (typeof value === 'string') return JSON.stringify(value.startsWith('$') ? `$${value}` : value);
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, v]) => `${JSON.stringify(key)}:${encode(v)}`);
    return `{${entries.join(',')}}`;
  }
  if (value === undefined) return JSON.stringify('$undefined');
  return JSON.stringify(value) ?? 'null';
}

/**
 * A path segment or query value: percent-encoded as UTF-8, except lone surrogates (which UTF-8
 * cannot hold) become the bytes a careless encoder would write (%ED%A0%80), and Raw text is sent
 * verbatim (malformed escapes such as "%" or "%zz").
 */
export function urlPart(value: string | Raw): string {
  if (value instanceof Raw) return value.text;
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) {
      out += encodeURIComponent(char);
      continue;
    }
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return out;
}

/** A shown form of an input for the report: short, printable, lone surrogates visible. */
export function preview(value: unknown, max = 160): string {
  const text = typeof value === 'string' ? value : encode([value]).slice(1, -1);
  const visible = text.replace(/[\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return visible.length > max ? `${visible.slice(0, max)}… (${visible.length} chars)` : visible;
}
