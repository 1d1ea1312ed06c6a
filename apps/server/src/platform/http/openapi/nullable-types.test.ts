import { describe, expect, it } from 'vitest';
import { NULL_BRANCH, typeNullables, untypedNullables } from './nullable-types.js';

describe('typeNullables', () => {
  it("types the null of zod's nullable union: one branch becomes a nullable of its type", () => {
    const at = { nullable: true, anyOf: [{ type: 'string', format: 'date-time' }] };
    expect(typeNullables({ type: 'object', properties: { at } })).toEqual({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time', nullable: true } },
    });
  });

  it('moves the null into every typed branch of a wider union, and adds null to an enum', () => {
    const value = {
      nullable: true,
      description: 'a filter value',
      anyOf: [{ type: 'string' }, { type: 'number', enum: [1, 2] }],
    };
    expect(typeNullables(value)).toEqual({
      description: 'a filter value',
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'number', enum: [1, 2, null], nullable: true },
      ],
    });
  });

  it('gives a branch without a type (a $ref) a typed null beside it, inside arrays too', () => {
    const node = { nullable: true, anyOf: [{ $ref: '#/components/schemas/node' }] };
    expect(typeNullables({ type: 'array', items: node })).toEqual({
      type: 'array',
      items: { anyOf: [{ $ref: '#/components/schemas/node' }, NULL_BRANCH] },
    });
  });

  it('leaves typed nullables and property names alone, and counts what is left untyped', () => {
    const schema = {
      type: 'object',
      properties: { nullable: { type: 'string', nullable: true } },
      default: { nullable: true },
    };
    expect(typeNullables(schema)).toEqual(schema);
    expect(untypedNullables(schema)).toEqual([]);
    expect(untypedNullables({ properties: { a: { nullable: true, anyOf: [] } } })).toEqual([
      '/properties/a',
    ]);
  });
});
