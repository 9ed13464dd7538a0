import fc from 'fast-check';
import { numberLiteral, replyToken, type Raw } from './wire';

// The hostile values every fuzzed field draws from: wrong types, huge and strange strings, ids
// beyond 2^53 and beyond int64, numbers no form would send, nested garbage. Field arbitraries mix
// a plausible value (so validation is passed and deeper paths run) with these.

const TWO_53 = 2n ** 53n;
const INT64_MAX = 2n ** 63n - 1n;

/** Strings that break careless code: RTL, zero-width, lone surrogates, NUL, combining marks, emoji. */
const NASTY_TEXT = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u200b',
  '\u200d\u200d',
  '\ufeff',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '\ud800',
  '\udfff',
  'x\udc00y',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '\u{10ffff}',
  '__proto__',
  'constructor',
  '$',
  '$$',
  '$1',
  '$Q',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  'null',
  'undefined',
  'NaN',
  '{}',
  '[]',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Any string: full unicode, lone surrogates, the nasty list, and huge ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('\u200b', '\u202e', '\u0000', ' '), loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(1_000, 5_000, 70_000).chain((n) => fc.constantFrom('x', 'é', '\u200b', '7').map((c) => c.repeat(n))), weight: 1 },
);

/** Numbers no form sends: negative, fractional, beyond 2^53, NaN, infinities, -0, 1e400. */
export const nastyNumber: fc.Arbitrary<number | Raw> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, -0.5, 1.5, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, -Number.MAX_VALUE, 8.64e15 + 1),
  fc.constantFrom('$NaN', '$Infinity', '$-Infinity', '$-0', '$undefined').map(replyToken),
  fc.constantFrom('9007199254740993', '7000000000000000002', '9223372036854775808', '1e400', '-1e400', '1.0000000000000000001', '12345678901234567890123').map(numberLiteral),
);

/** Valid int64 ids as strings, most of them beyond 2^53 (where a Number would round). */
export const bigValidId = fc.bigInt({ min: TWO_53 + 1n, max: INT64_MAX }).map(String);

/** Id-shaped strings that must be refused: too big, signed, fractional, padded, foreign digits. */
export const badIdString = fc.oneof(
  fc.constantFrom('9223372036854775808', '99999999999999999999', '-1', '+1', '1.5', '1e3', '0x10', ' ', '', '١٢٣', '１２３', '12\u200b3', '12 3', '7000000000000000002\u0000', '007000000000000000002'),
  fc.bigInt({ min: INT64_MAX + 1n, max: 10n ** 30n }).map(String),
  fc.bigInt({ min: -(10n ** 19n), max: -1n }).map(String),
);

/** Ids as a hostile client sends them: numbers (rounded by JSON), BigInt tokens, 20-digit literals. */
const idAsOtherType = fc.oneof(
  fc.constantFrom('9007199254740993', '7000000000000000002', '1', '-1', '1.5').map(numberLiteral),
  bigValidId.map((id) => replyToken(`$n${id}`)),
  fc.constantFrom(42, 2 ** 53 + 1, -3),
);

/** Leaf garbage of any JSON-ish type. */
const leaf: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null), fc.constant(undefined), idAsOtherType);

/** Nested garbage: arrays and objects of garbage, prototype-polluting keys included. */
export const garbage: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype', '$$typeof', 'then')), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/**
 * A field of an input: values that pass its rule (so the other fields' checks and the deeper paths
 * are reached) and hostile ones.
 */
export type Field = { valid: fc.Arbitrary<unknown>; hostile: fc.Arbitrary<unknown> };

/** Named kinds of value an arbitrary mixes at random, by arbitrary; the runner sends one of each before the random runs. */
const kindsOf = new WeakMap<fc.Arbitrary<unknown>, Kinds>();
export type Kinds = Record<string, fc.Arbitrary<unknown>>;

/** `arbitrary`, remembered as the mix of `kinds`. */
export function withKinds<T>(arbitrary: fc.Arbitrary<T>, kinds: Kinds): fc.Arbitrary<T> {
  kindsOf.set(arbitrary, kinds);
  return arbitrary;
}

/** The kinds an arbitrary mixes, or the arbitrary itself as one kind. */
export const kindsIn = (arbitrary: fc.Arbitrary<unknown>, name = 'any'): Kinds => kindsOf.get(arbitrary) ?? { [name]: arbitrary };

/** An id: real ones from the seed and valid unknown ones; hostile: padded, too big, signed, other types. */
export function idField(known: readonly string[]): Field {
  const unknown = fc.oneof(bigValidId, fc.constantFrom('9007199254740993', '9223372036854775807', '0', '1'));
  const padded = known.length > 0 ? [fc.constantFrom(...known).map((id) => ` ${id}\u200b`)] : [];
  return {
    valid: known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, { arbitrary: unknown, weight: 1 }) : unknown,
    hostile: fc.oneof(badIdString, idAsOtherType, garbage, ...padded),
  };
}

/** Text of at most `max` characters; hostile: one too many, nasty unicode, other types. */
export function textField(max: number, plausible: fc.Arbitrary<string> = fc.string({ minLength: 1, maxLength: Math.min(max, 40) })): Field {
  return { valid: plausible, hostile: fc.oneof(fc.constant('y'.repeat(max + 1)), nastyString, nastyString, garbage) };
}

/** One of some allowed values. */
export function enumField<T>(values: readonly T[]): Field {
  return { valid: fc.constantFrom(...values), hostile: fc.oneof(nastyString, garbage) };
}

export const boolField: Field = { valid: fc.boolean(), hostile: fc.oneof(fc.constantFrom('true', 0, 1, 'false'), garbage) };

/** Epoch milliseconds around now; hostile: negative, fractional, huge, NaN, strings. */
export function epochField(now: number): Field {
  return { valid: fc.integer({ min: now - 30 * 86_400_000, max: now + 30 * 86_400_000 }), hostile: fc.oneof(nastyNumber, garbage) };
}

/** A field that may also be `alsoValid` (e.g. '' for "none"). */
export const orValid = (field: Field, alsoValid: unknown): Field => ({ valid: fc.oneof(field.valid, fc.constant(alsoValid)), hostile: field.hostile });

const extraKeys = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role')), garbage, { minKeys: 1, maxKeys: 3 });

/**
 * An object input built around its real shape. Valid: every field valid. Hostile: one field
 * hostile and the rest valid (the common case: exactly that field's check must answer), every
 * field mixed, fields left out, unknown fields added, an array of inputs, or plain garbage.
 */
export function shaped(fields: Record<string, Field>): Field {
  const keys = Object.keys(fields);
  const valids = Object.fromEntries(keys.map((k) => [k, fields[k]!.valid]));
  const valid = fc.record(valids);
  const oneHostile = fc.constantFrom(...keys).chain((bad) => fc.record({ ...valids, [bad]: fields[bad]!.hostile }));
  const mixed = fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fields[k]!.valid, fields[k]!.hostile)])));
  const missing = fc.record(valids, { requiredKeys: [] });
  const extra = fc.tuple(valid, extraKeys).map(([value, more]) => Object.assign(Object.create(null) as object, more, value));
  const array = fc.array(valid, { minLength: 1, maxLength: 2 });
  const hostile = fc.oneof(
    { arbitrary: oneHostile, weight: 6 },
    { arbitrary: mixed, weight: 2 },
    { arbitrary: missing, weight: 2 },
    { arbitrary: extra, weight: 2 },
    { arbitrary: array, weight: 1 },
    { arbitrary: garbage, weight: 1 },
  );
  return { valid, hostile: withKinds(hostile, { 'one field hostile': oneHostile, 'every field mixed': mixed, 'fields left out': missing, 'unknown fields': extra, 'an array of inputs': array, garbage }) };
}

/** What is sent: a valid input now and then, a hostile one mostly. */
export const inputOf = (field: Field): fc.Arbitrary<unknown> =>
  withKinds(fc.oneof({ arbitrary: field.valid, weight: 1 }, { arbitrary: field.hostile, weight: 4 }), { valid: field.valid, ...kindsIn(field.hostile, 'hostile') });
