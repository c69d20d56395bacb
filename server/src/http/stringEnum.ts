import { Type } from '@sinclair/typebox';

/** One of these strings: a plain `enum` keeps ajv's message readable ("must be equal to one of the allowed values"). */
export const StringEnum = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
