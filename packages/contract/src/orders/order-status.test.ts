import { describe, expect, it } from 'vitest';
import {
  canTransition,
  INVOICE_TRANSITIONS,
  PO_STATUSES,
  PO_TRANSITIONS,
  SO_TRANSITIONS,
  transitionMessage,
} from './order-status.js';

describe('purchase order transition table', () => {
  const allowed: [string, string][] = [
    ['Draft', 'Submitted'],
    ['Draft', 'Paid'],
    ['Draft', 'Cancelled'],
    ['Submitted', 'Paid'],
    ['Submitted', 'Cancelled'],
    ['Paid', 'Fulfilled'],
    ['Fulfilled', 'Completed'],
    ['Fulfilled', 'Cancelled'],
  ];

  it('allows exactly the moves of the life cycle and nothing else', () => {
    for (const from of PO_STATUSES) {
      for (const to of PO_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransition(PO_TRANSITIONS, from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('never lets a paid or completed order be cancelled, nor any order go back', () => {
    for (const from of ['Paid', 'Completed'] as const) {
      expect(canTransition(PO_TRANSITIONS, from, 'Cancelled')).toBe(false);
    }
    for (const from of ['Paid', 'Fulfilled', 'Completed'] as const) {
      expect(canTransition(PO_TRANSITIONS, from, 'Draft')).toBe(false);
    }
  });

  it('has final states with no way out', () => {
    expect(PO_TRANSITIONS.Completed).toEqual([]);
    expect(PO_TRANSITIONS.Cancelled).toEqual([]);
  });

  it('confirms a sale order once and completes an invoice once', () => {
    expect(canTransition(SO_TRANSITIONS, 'Draft', 'Confirmed')).toBe(true);
    expect(canTransition(SO_TRANSITIONS, 'Confirmed', 'Confirmed')).toBe(false);
    expect(canTransition(SO_TRANSITIONS, 'Cancelled', 'Confirmed')).toBe(false);
    expect(canTransition(INVOICE_TRANSITIONS, 'Open', 'Completed')).toBe(true);
    expect(canTransition(INVOICE_TRANSITIONS, 'Completed', 'Completed')).toBe(false);
  });

  it('cancels an open invoice (and its confirmed sale order), never a delivered one', () => {
    expect(canTransition(INVOICE_TRANSITIONS, 'Open', 'Cancelled')).toBe(true);
    expect(canTransition(INVOICE_TRANSITIONS, 'Completed', 'Cancelled')).toBe(false);
    expect(canTransition(INVOICE_TRANSITIONS, 'Cancelled', 'Cancelled')).toBe(false);
    expect(canTransition(INVOICE_TRANSITIONS, 'Cancelled', 'Completed')).toBe(false);
    expect(canTransition(SO_TRANSITIONS, 'Confirmed', 'Cancelled')).toBe(true);
    expect(canTransition(SO_TRANSITIONS, 'Cancelled', 'Cancelled')).toBe(false);
  });

  it('words a refused move for the user', () => {
    expect(transitionMessage('purchase order', 'Paid', 'Cancelled')).toBe(
      'A Paid purchase order cannot be Cancelled',
    );
  });
});
